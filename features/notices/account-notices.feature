Feature: Account notices
  The account-status banner, the virtual top-up offer and the reality check, on controlled time.

  @error:AccountStatusBanner @constant:status-notification-reappears
  Scenario: The banner shows the first status that applies and comes back 30 minutes after closing
    Given the time is "2030-01-15T12:00:00Z"
    When I sign in to account "CR90000007"
    Then the account-status banner reads "Trading and deposits have been disabled on your account. Kindly contact customer support for assistance."
    And I take a screenshot "status-banner"
    When I close the account-status banner
    Then the account-status banner is hidden
    When 29 minutes pass
    Then the account-status banner is hidden
    When 2 minutes pass
    Then the account-status banner reads "Trading and deposits have been disabled on your account. Kindly contact customer support for assistance."

  @error:AccountStatusBanner
  Scenario: Cashier lock outranks an unwelcome status
    Given account "CR90000008" has the status "authenticated"
    And account "CR90000008" has the status "unwelcome"
    When I sign in to account "CR90000008"
    Then the account-status banner reads "Deposits and withdrawals have been disabled on your account. Please check your email for more details."

  @constant:virtual-top-up
  Scenario: A virtual account with 1000 or less is offered a top-up of 10,000
    Given the balance of "VRTC90000001" is 1000
    When I sign in to account "VRTC90000001"
    Then the "Top up virtual account" popup shows "Would you like to top up 10,000.00 USD?"
    And I take a screenshot "topup-offer"
    When I press "Top up"
    Then the "Top up virtual account" popup shows "USD 10,000.00 has been credited into your virtual account: VRTC90000001."
    And I take a screenshot "topup-done"

  @constant:virtual-top-up
  Scenario: Cancelling the top-up hides it for a day
    Given the time is "2030-01-15T12:00:00Z"
    And the balance of "VRTC90000001" is 10
    When I sign in to account "VRTC90000001"
    And I press "Cancel"
    Then no "Top up virtual account" popup shows
    When 1439 minutes pass
    Then no "Top up virtual account" popup shows
    When 2 minutes pass
    Then the "Top up virtual account" popup shows "Would you like to top up"

  @error:TopUpError
  Scenario: A refused top-up is explained with an Understood button
    Given the balance of "VRTC90000001" is 10
    And the next "topup_virtual" call fails with "TopupDemoError" saying "Your balance is higher than the permitted amount."
    When I sign in to account "VRTC90000001"
    And I press "Top up"
    Then the "Top up virtual account" popup shows "Your balance is higher than the permitted amount."
    And I take a screenshot "topup-error"
    When I press "Understood"
    Then the "Top up virtual account" popup shows "Would you like to top up"

  @constant:reality-check-interval
  Scenario: The reality check asks for a frequency, then summarises at every interval
    Given the time is "2030-01-15T12:00:00Z"
    When I sign in to account "MX90000001"
    Then the "Reality check" popup shows "Options trading can become a real addiction"
    And I take a screenshot "reality-check-frequency"
    When I set the reality-check interval to "5" minutes
    And I press "Confirm"
    Then the "Reality check" popup shows "Should be between 10 and 60"
    When I set the reality-check interval to "10" minutes
    And I press "Confirm"
    Then no "Reality check" popup shows
    When 9 minutes pass
    Then no "Reality check" popup shows
    When 2 minutes pass
    Then the "Reality check" popup shows "Your trading statistics since"
    And I take a screenshot "reality-check-summary"

  @constant:session-limit-warning
  Scenario: The session-duration limit warns 10 seconds before it logs out
    Given the time is "2030-01-15T12:00:00Z"
    And "CR90000001" limits their sessions to 1 minute
    When I sign in to account "CR90000001"
    Then I am signed in as "CR90000001"
    When 45 seconds pass
    Then the notice "Your session duration limit will end in 10 seconds." is gone
    When 7 seconds pass
    Then the notice "Your session duration limit will end in 10 seconds." shows
    And I take a screenshot "session-limit-warning"
    When 10 seconds pass
    Then I am signed out
