Feature: A client turns two-factor authentication on and off
  The two-factor page shows whether it is on. To turn it on, the client scans a QR code of a new
  secret (or types the secret key) into an authenticator app and enters the 6-digit code it shows;
  from then on the platform's log-in page asks for that code. A success shows for 3 seconds, then
  the page starts over with the new status. Errors show under the status, the secret or the form.

  Scenario: A client turns two-factor authentication on, and the log-in page then asks for the code
    Given the browser's clock is under test control
    And I am logged in as "real@example.com"
    When I open the security page "two-factor authentication"
    Then two-factor authentication is "Disabled"
    And the two-factor page shows a QR code and the secret key
    When I enter the code my authenticator app shows
    And I press "Enable"
    Then the two-factor page says "You have successfully enabled two-factor authentication for your account."
    When 3 seconds pass in the browser
    Then two-factor authentication is "Enabled"
    When I log out
    And I start logging in
    And I submit the log-in page as "real@example.com" with password "Demo1234"
    Then the platform's log-in page says "Invalid two-factor authentication code."
    When I log in on the platform as "real@example.com" with password "Demo1234" and the code my authenticator app shows
    Then I am signed in as "CR90000001"

  @constant:message-fade-times
  Scenario: The success message shows for 3 seconds, then the page starts over
    Given the browser's clock is under test control
    And I am logged in as "real@example.com"
    When I open the security page "two-factor authentication"
    And the two-factor page shows a QR code and the secret key
    And I enter the code my authenticator app shows
    And I press "Enable"
    Then the two-factor page says "You have successfully enabled two-factor authentication for your account."
    When 3 seconds pass in the browser
    Then the two-factor success message is gone
    And two-factor authentication is "Enabled"
    When I enter the code my authenticator app shows
    And I press "Disable"
    Then the two-factor page says "You have successfully disabled two-factor authentication for your account."
    When 3 seconds pass in the browser
    Then two-factor authentication is "Disabled"
    And the two-factor page shows a QR code and the secret key

  @constant:two-factor
  Scenario: The code is required, numeric and exactly 6 digits
    Given I am logged in as "real@example.com"
    When I open the security page "two-factor authentication"
    And the two-factor page shows a QR code and the secret key
    And I press "Enable"
    Then the authentication code field shows the error "This field is required."
    When I type "12a456" as the authentication code
    Then the authentication code field shows the error "Should be a valid number."
    When I type "12345" as the authentication code
    Then the authentication code field shows the error "You should enter 6 characters."
    When I type "1234567" into the authentication code field
    Then the authentication code field keeps 6 digits: "123456"

  Scenario: A wrong code is refused under the form
    Given I am logged in as "real@example.com"
    When I open the security page "two-factor authentication"
    And the two-factor page shows a QR code and the secret key
    And I type "000000" as the authentication code
    And I press "Enable"
    Then the security page shows the error "OTP verification failed"
    And two-factor authentication is "Disabled"

  @error:TwoFactorErrors
  Scenario: A status that cannot be read is shown under the status
    Given I am logged in as "real@example.com"
    And the next "account_security" call fails with "PermissionDenied" saying "Permission denied, requires admin scope(s)."
    When I open the security page "two-factor authentication"
    Then the two-factor status shows the error "Permission denied, requires admin scope(s)."
