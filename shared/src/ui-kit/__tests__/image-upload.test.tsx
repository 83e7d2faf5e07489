import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/render';
import { ImageUpload } from '../image-upload';

jest.setTimeout(20_000);
configure({ asyncUtilTimeout: 5000 });

const png = (bytes = 100) => new File([new Uint8Array(bytes)], 'logo.png', { type: 'image/png' });

function renderUpload(props: Partial<Parameters<typeof ImageUpload>[0]> = {}) {
  const onUpload = jest.fn(async (_file: File) => {});
  const onRemove = jest.fn(async () => {});
  renderWithProviders(
    <ImageUpload
      label="Logo da empresa"
      currentUrl={null}
      fallback="PD"
      onUpload={onUpload}
      onRemove={onRemove}
      {...props}
    />,
  );
  // applyAccept: false lets a wrong type through the picker, as a drag or "all files" would.
  const user = userEvent.setup({ applyAccept: false });
  const picker = () => screen.getByLabelText('Logo da empresa', { selector: 'input' });
  return { onUpload, onRemove, user, picker };
}

describe('ImageUpload', () => {
  it('should send a PNG chosen with the button and show the stand-in until there is an image', async () => {
    const { onUpload, user, picker } = renderUpload();
    expect(screen.getByText('PD')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Remover/ })).toBeNull();
    const file = png();
    await user.upload(picker(), file);
    await waitFor(() => expect(onUpload).toHaveBeenCalledWith(file));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('should refuse an SVG and a file over 2 MB before sending, in Portuguese', async () => {
    const { onUpload, user, picker } = renderUpload();
    await user.upload(picker(), new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A imagem deve ser PNG, JPEG ou WebP.',
    );
    await user.upload(picker(), png(2 * 1024 * 1024 + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent('A imagem excede o limite de 2 MB.');
    expect(onUpload).not.toHaveBeenCalled();
  });

  it("should show the server's refusal and keep the image it had", async () => {
    const onUpload = jest.fn(async () => {
      throw { status: 400, message: 'A imagem deve ser PNG, JPEG ou WebP.' };
    });
    const { user, picker } = renderUpload({ onUpload, currentUrl: '/v1/images/abc' });
    await user.upload(picker(), png());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A imagem deve ser PNG, JPEG ou WebP.',
    );
    expect(screen.getByRole('button', { name: /Trocar imagem/ })).toBeEnabled();
  });

  it('should remove the image when asked', async () => {
    const { onRemove, user } = renderUpload({ currentUrl: '/v1/images/abc' });
    await user.click(screen.getByRole('button', { name: /Remover/ }));
    await waitFor(() => expect(onRemove).toHaveBeenCalled());
  });

  it('should show a read-only image without buttons', () => {
    renderUpload({ currentUrl: '/v1/images/abc', readOnly: true });
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('group', { name: 'Logo da empresa' })).toBeVisible();
  });
});
