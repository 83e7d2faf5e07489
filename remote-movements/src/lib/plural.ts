/** "1 nota", "1.000 notas": the count in pt-BR and the word that agrees with it. */
export const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('pt-BR')} ${count === 1 ? one : many}`;
