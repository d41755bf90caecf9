import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, type ASTVisitor, type ValidationContext } from 'graphql';
import { containsNul, hasNul, NUL_MESSAGE } from '../../common/text.js';

const nulError = () => new GraphQLError(NUL_MESSAGE, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });

/** A string literal in the document holding a NUL ("\u0000"). */
export function noNulLiteralsRule(context: ValidationContext): ASTVisitor {
  return {
    StringValue(node) {
      if (hasNul(node.value)) context.reportError(nulError());
    },
  };
}

/** Variables holding a NUL anywhere: refused before the operation runs. */
export const noNulVariablesPlugin: ApolloServerPlugin = {
  requestDidStart: () =>
    Promise.resolve({
      didResolveOperation: ({ request }) => (containsNul(request.variables) ? Promise.reject(nulError()) : Promise.resolve()),
    }),
};
