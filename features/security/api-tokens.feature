Feature: A client makes API tokens with the scopes they choose, and deletes them
  The API token page creates a token from a name (2-32 letters, digits, spaces and underscores) and at
  least one scope, lists the account's tokens with their scopes and last use, and deletes one after a
  confirmation. An account holds at most 30 tokens. A token logs in with exactly its scopes.

  Background:
    Given the server clock reads "2026-11-27T10:00:00Z"

  Scenario: A client creates a read-only token, which logs in with that scope alone and cannot buy
    Given I am logged in as "real@example.com"
    When I open the security page "API token"
    Then the API tokens are:
      | Name        | Scopes                            | Last Used |
      | Read only   | Read                              | Never     |
      | Trading bot | Read, Trade, Trading information  | Never     |
    When I create an API token named "My reader_1" with the scopes "Read"
    Then the API tokens are:
      | Name        | Scopes                            | Last Used |
      | Read only   | Read                              | Never     |
      | Trading bot | Read, Trade, Trading information  | Never     |
      | My reader_1 | Read                              | Never     |
    And the API token form is empty again
    And the API token "My reader_1" logs in through the platform with the scopes "read"
    And the API token "My reader_1" cannot buy a contract, the platform saying "Permission denied, requires trade scope(s)."
    When I reload the page
    Then the API tokens are:
      | Name        | Scopes                            | Last Used                |
      | Read only   | Read                              | Never                    |
      | Trading bot | Read, Trade, Trading information  | Never                    |
      | My reader_1 | Read                              | 2026-11-27 10:00:00 GMT  |

  Scenario: A token is deleted only after the client confirms it
    Given I am logged in as "real@example.com"
    When I open the security page "API token"
    And I delete the API token "Read only"
    Then the security page asks "Are you sure that you want to permanently delete token Read only?"
    When I press "No"
    Then the API tokens are:
      | Name        |
      | Read only   |
      | Trading bot |
    When I delete the API token "Read only"
    And I press "Yes"
    Then the API tokens are:
      | Name        |
      | Trading bot |

  @constant:api-tokens
  Scenario: A token's name is 2-32 letters, digits, spaces and underscores, and it has a scope
    Given I am logged in as "real@example.com"
    When I open the security page "API token"
    And I create an API token named "x" with the scopes ""
    Then the security page shows the error "You should enter 2-32 characters."
    And the security page shows the error "Please select at least one scope"
    When I create an API token named "bad-name!" with the scopes "Trade"
    Then the security page shows the error "Only letters, numbers, space, and underscore are allowed."

  @error:TokenLimit
  Scenario: At 30 tokens the form gives way to the limit
    Given account "CR90000001" has 29 API tokens
    And I am logged in as "real@example.com"
    When I open the security page "API token"
    And I create an API token named "The 30th" with the scopes "Read, Admin"
    Then the security page says "The maximum number of tokens (30) has been reached."
    And the API token form is not offered
    When I delete the API token "The 30th"
    And I press "Yes"
    Then the API token form is offered
