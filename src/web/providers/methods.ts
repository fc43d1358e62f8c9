/** react-admin's data provider methods, as the GraphQL provider answers them. */
export const RA_METHODS = [
  'getList',
  'getOne',
  'getMany',
  'getManyReference',
  'create',
  'update',
  'updateMany',
  'delete',
  'deleteMany',
] as const;

/** Every method of the office data provider: react-admin's and the grouped counts of the dashboard. */
export const OFFICE_METHODS: readonly string[] = [...RA_METHODS, 'countBy'];
