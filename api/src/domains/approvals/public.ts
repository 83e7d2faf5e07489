// What other domains may use of approvals: the rule a write applies to a payable it creates or
// changes (the movement form, the imports, the NF-e intake), the threshold it needs, and the
// messages. Paying is refused by the database itself (migration 0039), whatever the path.

export {
  AMOUNT_LOCKED_MESSAGE,
  AWAITS_APPROVAL_MESSAGE,
  REJECTED_MESSAGE,
  approvalAfterChange,
  approvalColumns,
  approvalFor,
  isApprover,
} from './services/approval-rules';
export type { ApprovalInput, ApprovedTerms, Author } from './services/approval-rules';
export { createApprovalsRepository } from './repositories/approvals-repository';
export type { ApprovalsRepository } from './repositories/approvals-repository';
export { approvalRefusalOf } from './services/approval-refusal';
