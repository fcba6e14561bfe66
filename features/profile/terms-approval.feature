Feature: Terms and conditions approval
  A real client who has not accepted the current terms and conditions is asked to (accounts-and-money
  §4 "Terms acceptance"): the OK button sends the approval, the settings are read again, and after
  500 ms the client is back on the page they came from. A refusal shows the platform's message.

  Scenario: The client accepts the terms from the banner's prompt and returns to the page they were on
    Given the personal detail "client_tnc_status" of "CR90000001" is "3.0.0"
    And account "CR90000001" has the status "authenticated"
    When I sign in to account "CR90000001"
    And I open the trading page
    Then the account-status banner reads "Please accept the updated Terms and Conditions to lift your withdrawal and trading limits."
    When I follow the link in the account-status banner
    Then the address is "/en/user/tnc_approvalws.html"
    Given the browser's clock stands still
    When I press "OK"
    Then the platform was sent "tnc_approval" with "tnc_approval" 1
    And the platform was sent "get_settings" with "get_settings" 1
    When 400 ms pass
    Then the terms notice is still shown
    When 100 ms pass
    Then the address is "/en/trading.html"
    And the account-status banner is hidden

  @error:TncApprovalError
  Scenario: A refused approval shows the platform's message
    Given the personal detail "client_tnc_status" of "CR90000001" is "3.0.0"
    And the next "tnc_approval" call fails with "PermissionDenied" saying "Permission denied."
    And I am logged in as "real@example.com"
    When I open the profile page "terms approval"
    And I press "OK"
    Then the profile page says "Permission denied."
    And the terms notice is still shown

  Scenario: A client with nothing to accept goes back at once
    Given I am logged in as "real@example.com"
    When I open the profile page "terms approval"
    Then I see the trading page
