import { useMutation } from '@apollo/client/react';
import { graphql } from '@generated/gql';

const LoginDocument = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      id
      username
      isAdmin
    }
  }
`);

/** Signs in; the caller decides what the session keeps (admins only on the admin login). */
export function useLoginMutation() {
  return useMutation(LoginDocument);
}
