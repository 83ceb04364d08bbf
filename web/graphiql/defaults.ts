/** What a first visit shows: how to get a token, then a query that needs it. */
export const DEFAULT_QUERY = `# Aurora CRM GraphQL playground
#
# 1. Run Login (▶, then pick Login).
#    Demo accounts:
#      admin@demo.com / admin
#      client@demo.com / client
# 2. Copy data.login.accessToken into
#    the Headers tab below:
#    {"Authorization": "Bearer <token>"}
# 3. Run Me, or explore the Docs.
#    Tokens live 10 minutes: renew
#    with the refreshToken mutation.

mutation Login {
  login(email: "admin@demo.com", password: "admin") {
    accessToken
    refreshToken
    userData {
      id
      fullName
      role
    }
  }
}

query Me {
  me {
    id
    email
    role
    ability {
      action
      subject
    }
  }
}
`;

export const DEFAULT_HEADERS = `{
  "Authorization": "Bearer <paste accessToken>"
}`;
