import { graphql } from '../../../__generated__/gql';

/** The fields every employee table shows. */
export const EmployeeFields = graphql(`
  fragment EmployeeFields on Employee {
    id
    avatar
    fullName
    post
    email
    city
    startedOn
    salaryAmount
    age
    experienceYears
    status
  }
`);
