/** Business constants of SPEC §9 that are not part of an entity schema. */
const limits = {
  notificationMs: 2500,
} as const;

export default limits;
