Feature: A client sees the applications that may use the account, and revokes their access
  The authorised applications page lists each app with its permissions and last use. A session with
  the admin scope may revoke an app's access, after a confirmation; a narrower session sees no Revoke.
  A refused token ends the session; any other error is shown as the platform words it.

  Background:
    Given the server clock reads "2026-11-27T10:00:00Z"

  Scenario: An admin session revokes an application's access after confirming it
    Given account "CR90000001" has an API token "Admin key" with the scopes "read, admin"
    And account "CR90000001" logged in through the app 1098
    And I am logged in to "CR90000001" with its API token "Admin key"
    When I open the security page "authorised applications"
    Then the authorised applications are:
      | Name             | Permissions                                        | Last Used               |
      | Strike           | Read, Trade, Payments, Trading information, Admin  | 2026-11-27 10:00:00 GMT |
      | Application 1098 | Read, Trade, Payments, Trading information, Admin  | 2026-11-27 10:00:00 GMT |
    When I revoke the access of "Application 1098"
    Then the security page asks "Are you sure that you want to permanently revoke access to application Application 1098?"
    When I press "Yes"
    Then the authorised applications are:
      | Name   |
      | Strike |

  @error:NoAuthorisedApps
  Scenario: Revoking the last application leaves none
    Given account "CR90000001" has an API token "Admin key" with the scopes "read, admin"
    And I am logged in to "CR90000001" with its API token "Admin key"
    When I open the security page "authorised applications"
    And I revoke the access of "Strike"
    And I press "Yes"
    Then the security page says "You have not granted access to any applications."

  Scenario: A session without the admin scope cannot revoke
    Given account "CR90000001" logged in through the app 1098
    And I am logged in to "CR90000001" with its API token "Read only"
    When I open the security page "authorised applications"
    Then the authorised applications are:
      | Name             |
      | Application 1098 |
    And no application can be revoked

  @error:AuthorisedAppsError
  Scenario: A refused token on the applications list signs the client out
    Given I am logged in as "real@example.com"
    And the next "oauth_apps" call fails with "InvalidToken" saying "The token is invalid."
    When I open the security page "authorised applications"
    Then I am signed out

  @error:AuthorisedAppsError
  Scenario: Any other error on the applications list is shown
    Given I am logged in as "real@example.com"
    And the next "oauth_apps" call fails with "PermissionDenied" saying "Permission denied, requires read scope(s)."
    When I open the security page "authorised applications"
    Then the security page shows the error "Permission denied, requires read scope(s)."
