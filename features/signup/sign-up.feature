Feature: Virtual sign-up
  A visitor asks for a sign-up e-mail, follows its link, chooses a password and a country of
  residence, and is logged in to a new demo account with an offer to upgrade.

  Scenario: A visitor signs up for a demo account from the e-mailed link
    When I ask for a sign-up e-mail for "new.client@example.com"
    Then the sign-up page says "Thank you for signing up! Please check your email to complete the registration process."
    And the platform has e-mailed a sign-up code of 8 characters to "new.client@example.com"
    When I follow the link in the last sign-up e-mail to "new.client@example.com"
    And I complete the sign-up form with the password "Secret12"
    Then the address is "/en/new_account/welcome.html"
    And I am welcomed to my new demo account
    And the welcome page offers the button "Upgrade to a Real Account"

  Scenario: The e-mail address is required and must be valid
    When I open "/en/new_account/virtualws.html"
    And I press the button "Create free account"
    Then the "Email" field shows the error "This field is required."
    When I type "new.client@" into the "Email" field
    Then the "Email" field shows the error "Invalid email address."

  Scenario: Visitors from Malaysia cannot sign up, except with an address of the company
    Given the visitor comes from the country "my"
    When I open "/en/signup.html"
    And I type "someone@example.com" into the "Email" field
    Then the "Email" field shows the error "Sorry, account signup is not available in your country."
    When I type "someone@strike.com" into the "Email" field
    Then the "Email" field shows no error

  Scenario: The sign-up pages are for visitors only
    Given I am logged in as "virtual@example.com"
    When I go to "/en/new_account/virtualws.html"
    Then I am told "This page is only available to logged out clients. Sign out"

  Scenario: The welcome page is for clients who have signed up
    When I open "/en/new_account/welcome.html"
    Then I am told "Please log in or sign up to view this page."
