import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, type ASTVisitor, type ValidationContext } from 'graphql';
import { unstorableText, unstorableTextIn } from '../../common/text.js';

const unstorableError = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });

/** A string literal in the document holding text PostgreSQL cannot store (a NUL, "\u0000", or a lone surrogate). */
export function storableLiteralsRule(context: ValidationContext): ASTVisitor {
  return {
    StringValue(node) {
      const problem = unstorableText(node.value);
      if (problem) context.reportError(unstorableError(problem));
    },
  };
}

/** Variables holding such text anywhere: refused before the operation runs. */
export const storableVariablesPlugin: ApolloServerPlugin = {
  requestDidStart: () =>
    Promise.resolve({
      didResolveOperation: ({ request }) => {
        const problem = unstorableTextIn(request.variables);
        return problem ? Promise.reject(unstorableError(problem)) : Promise.resolve();
      },
    }),
};
