/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment SearchPageFields on SearchPage {\n    id\n    target\n    isBookmarked\n    title\n    icon\n    link\n  }\n": typeof types.SearchPageFieldsFragmentDoc,
    "\n  query NavbarSearch($q: String!) {\n    search(q: $q) {\n      groupTitle\n      searchLimit\n      data {\n        __typename\n        ... on SearchPage {\n          ...SearchPageFields\n        }\n        ... on SearchFile {\n          title\n          by\n          size\n          file\n        }\n        ... on SearchContact {\n          title\n          email\n          img\n          date\n        }\n      }\n    }\n  }\n": typeof types.NavbarSearchDocument,
    "\n  query NavbarBookmarks {\n    bookmarks {\n      ...SearchPageFields\n    }\n  }\n": typeof types.NavbarBookmarksDocument,
    "\n  query BookmarkSuggestions {\n    bookmarkSuggestions {\n      ...SearchPageFields\n    }\n  }\n": typeof types.BookmarkSuggestionsDocument,
    "\n  mutation ToggleBookmark($id: ID!) {\n    toggleBookmark(id: $id) {\n      ...SearchPageFields\n    }\n  }\n": typeof types.ToggleBookmarkDocument,
    "\n  fragment SessionFields on AuthPayload {\n    accessToken\n    refreshToken\n    userData {\n      id\n      fullName\n      username\n      avatar\n      email\n      role\n      ability {\n        action\n        subject\n      }\n      extras {\n        eCommerceCartItemsCount\n      }\n    }\n  }\n": typeof types.SessionFieldsFragmentDoc,
    "\n  mutation Login($email: EmailAddress!, $password: String!) {\n    login(email: $email, password: $password) {\n      ...SessionFields\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      __typename\n      ... on AuthPayload {\n        ...SessionFields\n      }\n      ... on RegistrationError {\n        email\n        username\n      }\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation AddUser($input: AddUserInput!) {\n    addUser(input: $input) {\n      ...UserFields\n    }\n  }\n": typeof types.AddUserDocument,
    "\n  query AllUsers {\n    allUsers {\n      id\n      status\n    }\n  }\n": typeof types.AllUsersDocument,
    "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteUserDocument,
    "\n  query FirstUser {\n    users(page: 1, perPage: 1) {\n      items {\n        id\n      }\n    }\n  }\n": typeof types.FirstUserDocument,
    "\n  fragment UserFields on User {\n    id\n    fullName\n    username\n    email\n    role\n    currentPlan\n    status\n    billing\n    avatar\n    company\n    country\n    contact\n  }\n": typeof types.UserFieldsFragmentDoc,
    "\n  query User($id: ID!) {\n    user(id: $id) {\n      ...UserFields\n    }\n  }\n": typeof types.UserDocument,
    "\n  query Users(\n    $q: String\n    $role: UserRole\n    $currentPlan: UserPlan\n    $status: UserStatus\n    $sort: SortDirection\n    $sortColumn: UserSortColumn\n    $page: PositiveInt\n    $perPage: PositiveInt\n  ) {\n    users(q: $q, role: $role, currentPlan: $currentPlan, status: $status, sort: $sort, sortColumn: $sortColumn, page: $page, perPage: $perPage) {\n      total\n      items {\n        ...UserFields\n      }\n    }\n  }\n": typeof types.UsersDocument,
    "\n  mutation RefreshSession($refreshToken: String!) {\n    refreshToken(refreshToken: $refreshToken) {\n      accessToken\n      refreshToken\n      userData {\n        id\n        fullName\n        username\n        avatar\n        email\n        role\n        ability {\n          action\n          subject\n        }\n        extras {\n          eCommerceCartItemsCount\n        }\n      }\n    }\n  }\n": typeof types.RefreshSessionDocument,
};
const documents: Documents = {
    "\n  fragment SearchPageFields on SearchPage {\n    id\n    target\n    isBookmarked\n    title\n    icon\n    link\n  }\n": types.SearchPageFieldsFragmentDoc,
    "\n  query NavbarSearch($q: String!) {\n    search(q: $q) {\n      groupTitle\n      searchLimit\n      data {\n        __typename\n        ... on SearchPage {\n          ...SearchPageFields\n        }\n        ... on SearchFile {\n          title\n          by\n          size\n          file\n        }\n        ... on SearchContact {\n          title\n          email\n          img\n          date\n        }\n      }\n    }\n  }\n": types.NavbarSearchDocument,
    "\n  query NavbarBookmarks {\n    bookmarks {\n      ...SearchPageFields\n    }\n  }\n": types.NavbarBookmarksDocument,
    "\n  query BookmarkSuggestions {\n    bookmarkSuggestions {\n      ...SearchPageFields\n    }\n  }\n": types.BookmarkSuggestionsDocument,
    "\n  mutation ToggleBookmark($id: ID!) {\n    toggleBookmark(id: $id) {\n      ...SearchPageFields\n    }\n  }\n": types.ToggleBookmarkDocument,
    "\n  fragment SessionFields on AuthPayload {\n    accessToken\n    refreshToken\n    userData {\n      id\n      fullName\n      username\n      avatar\n      email\n      role\n      ability {\n        action\n        subject\n      }\n      extras {\n        eCommerceCartItemsCount\n      }\n    }\n  }\n": types.SessionFieldsFragmentDoc,
    "\n  mutation Login($email: EmailAddress!, $password: String!) {\n    login(email: $email, password: $password) {\n      ...SessionFields\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      __typename\n      ... on AuthPayload {\n        ...SessionFields\n      }\n      ... on RegistrationError {\n        email\n        username\n      }\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation AddUser($input: AddUserInput!) {\n    addUser(input: $input) {\n      ...UserFields\n    }\n  }\n": types.AddUserDocument,
    "\n  query AllUsers {\n    allUsers {\n      id\n      status\n    }\n  }\n": types.AllUsersDocument,
    "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id) {\n      id\n    }\n  }\n": types.DeleteUserDocument,
    "\n  query FirstUser {\n    users(page: 1, perPage: 1) {\n      items {\n        id\n      }\n    }\n  }\n": types.FirstUserDocument,
    "\n  fragment UserFields on User {\n    id\n    fullName\n    username\n    email\n    role\n    currentPlan\n    status\n    billing\n    avatar\n    company\n    country\n    contact\n  }\n": types.UserFieldsFragmentDoc,
    "\n  query User($id: ID!) {\n    user(id: $id) {\n      ...UserFields\n    }\n  }\n": types.UserDocument,
    "\n  query Users(\n    $q: String\n    $role: UserRole\n    $currentPlan: UserPlan\n    $status: UserStatus\n    $sort: SortDirection\n    $sortColumn: UserSortColumn\n    $page: PositiveInt\n    $perPage: PositiveInt\n  ) {\n    users(q: $q, role: $role, currentPlan: $currentPlan, status: $status, sort: $sort, sortColumn: $sortColumn, page: $page, perPage: $perPage) {\n      total\n      items {\n        ...UserFields\n      }\n    }\n  }\n": types.UsersDocument,
    "\n  mutation RefreshSession($refreshToken: String!) {\n    refreshToken(refreshToken: $refreshToken) {\n      accessToken\n      refreshToken\n      userData {\n        id\n        fullName\n        username\n        avatar\n        email\n        role\n        ability {\n          action\n          subject\n        }\n        extras {\n          eCommerceCartItemsCount\n        }\n      }\n    }\n  }\n": types.RefreshSessionDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SearchPageFields on SearchPage {\n    id\n    target\n    isBookmarked\n    title\n    icon\n    link\n  }\n"): (typeof documents)["\n  fragment SearchPageFields on SearchPage {\n    id\n    target\n    isBookmarked\n    title\n    icon\n    link\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NavbarSearch($q: String!) {\n    search(q: $q) {\n      groupTitle\n      searchLimit\n      data {\n        __typename\n        ... on SearchPage {\n          ...SearchPageFields\n        }\n        ... on SearchFile {\n          title\n          by\n          size\n          file\n        }\n        ... on SearchContact {\n          title\n          email\n          img\n          date\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query NavbarSearch($q: String!) {\n    search(q: $q) {\n      groupTitle\n      searchLimit\n      data {\n        __typename\n        ... on SearchPage {\n          ...SearchPageFields\n        }\n        ... on SearchFile {\n          title\n          by\n          size\n          file\n        }\n        ... on SearchContact {\n          title\n          email\n          img\n          date\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NavbarBookmarks {\n    bookmarks {\n      ...SearchPageFields\n    }\n  }\n"): (typeof documents)["\n  query NavbarBookmarks {\n    bookmarks {\n      ...SearchPageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookmarkSuggestions {\n    bookmarkSuggestions {\n      ...SearchPageFields\n    }\n  }\n"): (typeof documents)["\n  query BookmarkSuggestions {\n    bookmarkSuggestions {\n      ...SearchPageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ToggleBookmark($id: ID!) {\n    toggleBookmark(id: $id) {\n      ...SearchPageFields\n    }\n  }\n"): (typeof documents)["\n  mutation ToggleBookmark($id: ID!) {\n    toggleBookmark(id: $id) {\n      ...SearchPageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionFields on AuthPayload {\n    accessToken\n    refreshToken\n    userData {\n      id\n      fullName\n      username\n      avatar\n      email\n      role\n      ability {\n        action\n        subject\n      }\n      extras {\n        eCommerceCartItemsCount\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment SessionFields on AuthPayload {\n    accessToken\n    refreshToken\n    userData {\n      id\n      fullName\n      username\n      avatar\n      email\n      role\n      ability {\n        action\n        subject\n      }\n      extras {\n        eCommerceCartItemsCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($email: EmailAddress!, $password: String!) {\n    login(email: $email, password: $password) {\n      ...SessionFields\n    }\n  }\n"): (typeof documents)["\n  mutation Login($email: EmailAddress!, $password: String!) {\n    login(email: $email, password: $password) {\n      ...SessionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      __typename\n      ... on AuthPayload {\n        ...SessionFields\n      }\n      ... on RegistrationError {\n        email\n        username\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      __typename\n      ... on AuthPayload {\n        ...SessionFields\n      }\n      ... on RegistrationError {\n        email\n        username\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddUser($input: AddUserInput!) {\n    addUser(input: $input) {\n      ...UserFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddUser($input: AddUserInput!) {\n    addUser(input: $input) {\n      ...UserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AllUsers {\n    allUsers {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  query AllUsers {\n    allUsers {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FirstUser {\n    users(page: 1, perPage: 1) {\n      items {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query FirstUser {\n    users(page: 1, perPage: 1) {\n      items {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserFields on User {\n    id\n    fullName\n    username\n    email\n    role\n    currentPlan\n    status\n    billing\n    avatar\n    company\n    country\n    contact\n  }\n"): (typeof documents)["\n  fragment UserFields on User {\n    id\n    fullName\n    username\n    email\n    role\n    currentPlan\n    status\n    billing\n    avatar\n    company\n    country\n    contact\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query User($id: ID!) {\n    user(id: $id) {\n      ...UserFields\n    }\n  }\n"): (typeof documents)["\n  query User($id: ID!) {\n    user(id: $id) {\n      ...UserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Users(\n    $q: String\n    $role: UserRole\n    $currentPlan: UserPlan\n    $status: UserStatus\n    $sort: SortDirection\n    $sortColumn: UserSortColumn\n    $page: PositiveInt\n    $perPage: PositiveInt\n  ) {\n    users(q: $q, role: $role, currentPlan: $currentPlan, status: $status, sort: $sort, sortColumn: $sortColumn, page: $page, perPage: $perPage) {\n      total\n      items {\n        ...UserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Users(\n    $q: String\n    $role: UserRole\n    $currentPlan: UserPlan\n    $status: UserStatus\n    $sort: SortDirection\n    $sortColumn: UserSortColumn\n    $page: PositiveInt\n    $perPage: PositiveInt\n  ) {\n    users(q: $q, role: $role, currentPlan: $currentPlan, status: $status, sort: $sort, sortColumn: $sortColumn, page: $page, perPage: $perPage) {\n      total\n      items {\n        ...UserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshSession($refreshToken: String!) {\n    refreshToken(refreshToken: $refreshToken) {\n      accessToken\n      refreshToken\n      userData {\n        id\n        fullName\n        username\n        avatar\n        email\n        role\n        ability {\n          action\n          subject\n        }\n        extras {\n          eCommerceCartItemsCount\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RefreshSession($refreshToken: String!) {\n    refreshToken(refreshToken: $refreshToken) {\n      accessToken\n      refreshToken\n      userData {\n        id\n        fullName\n        username\n        avatar\n        email\n        role\n        ability {\n          action\n          subject\n        }\n        extras {\n          eCommerceCartItemsCount\n        }\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;