Feature: Personal details
  The personal-details page shows the client's settings and lets them change those the account may
  (accounts-and-money §4 "Personal details", §5): a virtual account its e-mail consent and residence; a
  real account its address and phone, and, while a costarica (svg) account is not authenticated, its
  names, title, date and place of birth, citizenship and tax details. Only changed settings are sent.

  @error:SettingsSaved @constant:settings-success
  Scenario: A saved change shows its message for 15 seconds, and only the change is sent
    Given the time is "2030-01-15T12:00:00Z"
    When I sign in to account "CR90000001"
    And I open the "personal details" page
    And the browser's clock stands still
    And I set "Town/City" to "Bandung"
    And I save my personal details
    Then the personal details page says "Your settings have been updated successfully."
    And only "address_city" was sent to be saved
    When 14 seconds pass
    Then the personal details page says "Your settings have been updated successfully."
    When 1 seconds pass
    Then the personal details message is gone
    And "Town/City" reads "Bandung"

  Scenario: Saving with no change sends nothing
    Given I am logged in as "real@example.com"
    When I open the "personal details" page
    And I save my personal details
    Then the personal details page says "You did not change anything."
    And nothing was sent to be saved

  @error:SettingsSaveFailed
  Scenario: A refused save shows the platform's message
    Given the next "set_settings" call fails with "PermissionDenied" saying "Permission denied."
    And I am logged in as "real@example.com"
    When I open the "personal details" page
    And I set "Telephone" to "+62 812 3456 7891"
    And I save my personal details
    Then the personal details page says "Permission denied."

  Scenario: The details follow the rules of the real-account form
    Given I am logged in as "real@example.com"
    When I open the "personal details" page
    And I set "First name" to "B"
    And I set "Telephone" to "12-ab"
    Then the error beside "First name" reads "You should enter 2-30 characters."
    And the error beside "Telephone" reads "Only numbers, hyphens, and spaces are allowed."

  Scenario: A costarica (svg) client not yet authenticated may correct their names; once authenticated they are read-only
    Given a new real client in Indonesia
    And I am logged in as the new client
    When I open the "personal details" page
    Then "First name" can be changed
    And "Date of birth" can be changed
    Given the new client is authenticated
    When I open the "personal details" page
    Then the new client's first name reads as text and cannot be changed
    And "Town/City" can be changed

  Scenario: A virtual client may change only the e-mail consent and the residence
    Given the residence of "virtual@example.com" is not set
    And I am logged in as "virtual@example.com"
    When I open the "personal details" page
    Then no field can be changed but the e-mail consent and the residence
    When I set "Country of residence" to "Indonesia"
    And I tick the box "Receive news and special offers"
    And I save my personal details
    Then the personal details page says "Your settings have been updated successfully."
    And only "email_consent, residence" was sent to be saved

  @error:AccountDetailsMissing
  Scenario: Missing details on account opening send the client to the personal-details page, which says when they are complete
    Given I am logged in as "virtual@example.com"
    And the next "new_account_real" call fails with "InsufficientAccountDetails" saying "Please provide complete details for account opening."
    When I open "/en/new_account/realws.html"
    And I complete the real-account form
    Then the address is "/en/user/settings/detailsws.html"
    And the personal details page says the details are complete
