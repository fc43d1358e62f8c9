/** A hand-written part of the GraphQL API: its SDL (types and `extend type Query/Mutation`) and resolvers. */
export interface GraphqlModule {
  sdl: string;
  Query?: Record<string, unknown>;
  Mutation?: Record<string, unknown>;
}
