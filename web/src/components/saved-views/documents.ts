import { graphql } from '../../__generated__/gql.js';

/** One saved view as the views menu shows it. */
export const SavedViewFields = graphql(`
  fragment SavedViewFields on SavedView {
    id
    list
    name
    state
    sharedWith
    isDefault
    isMine
    canEdit
    version
  }
`);

export const SavedViewsQuery = graphql(`
  query SavedViews($list: String!) {
    savedViews(list: $list) {
      ...SavedViewFields
    }
  }
`);

export const SaveViewMutation = graphql(`
  mutation SaveView($input: SaveViewInput!) {
    saveView(input: $input) {
      ...SavedViewFields
    }
  }
`);

export const UpdateViewMutation = graphql(`
  mutation UpdateView($id: ID!, $input: UpdateViewInput!, $version: Int) {
    updateView(id: $id, input: $input, version: $version) {
      ...SavedViewFields
    }
  }
`);

export const DeleteViewMutation = graphql(`
  mutation DeleteView($id: ID!) {
    deleteView(id: $id)
  }
`);

/** Views of a list changed (or this person's default did): the list's views are read again. */
export const SavedViewChangedSubscription = graphql(`
  subscription SavedViewChanged {
    savedViewChanged {
      change
      list
    }
  }
`);
