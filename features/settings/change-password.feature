Feature: Changing the log-in password
  The current password (6-25 characters), a new one by the password rule that differs from it, and the
  new one repeated; after a change the client is logged out 5 s later. A client who signed up through a
  social network has no password to change (accounts-and-money §5 "Change password").

  Scenario: A changed password logs the client out 5 seconds later
    Given the time is "2030-01-15T12:00:00Z"
    When I sign in to account "CR90000001"
    And I open the "change password" page
    And the browser's clock stands still
    And I change my password from "Demo1234" to "Fresh2Start" repeated as "Fresh2Start"
    Then the change-password page says "Your password has been changed. Please log in again."
    When 4 seconds pass
    Then the change-password page says "Your password has been changed. Please log in again."
    When 1 seconds pass
    Then I am signed out

  Scenario: The new password must differ from the current one and be repeated exactly
    Given I am logged in as "real@example.com"
    When I open the "change password" page
    And I change my password from "Demo1234" to "Demo1234" repeated as "Demo1235"
    Then the error beside "New password" reads "Current password and New password cannot be the same."
    And the error beside "Verify new password" reads "The two passwords that you entered do not match."
    When I set "Current password" to "Demo1"
    Then the error beside "Current password" reads "You should enter 6-25 characters."

  Scenario: A wrong current password shows the platform's message
    Given I am logged in as "real@example.com"
    When I open the "change password" page
    And I change my password from "Wrong1234" to "Fresh2Start" repeated as "Fresh2Start"
    Then the change-password page says "Provided password is incorrect."

  Scenario: A client who signed up through a social network is told there is no password to change
    Given account "CR90000001" has the status "social_signup"
    And I am logged in as "real@example.com"
    When I open the "change password" page
    Then the change-password page says "Your account was opened through a social network sign-in, so it has no password to change."
