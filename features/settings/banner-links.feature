Feature: The account-status banner's prompts lead to the settings pages that answer them
  The prompt to complete the personal details links to the personal-details page, the prompt to set
  the 30-day turnover limit to the self-exclusion page; once the client has done it there, the
  status is read again and the prompt goes (accounts-and-money §4 "Account-status banner").

  Scenario: Completing the personal details from the banner's prompt clears it
    Given the personal detail "first_name" of "CR90000001" is ""
    When I sign in to account "CR90000001"
    Then the account-status banner reads "Please complete your personal details before you proceed."
    When I follow the link "personal details"
    Then the address is "/en/user/settings/detailsws.html"
    When I set "First name" to "Budi"
    And I save my personal details
    Then the personal details page says "Your settings have been updated successfully."
    And the account-status banner is hidden

  Scenario: Setting the 30-day turnover limit from the banner's prompt clears it
    Given account "CR90000001" has the status "max_turnover_limit_not_set"
    When I sign in to account "CR90000001"
    Then the account-status banner reads "Please set your 30-day turnover limit to remove deposit limits."
    When I follow the link "30-day turnover limit"
    Then the address is "/en/user/security/self_exclusionws.html"
    When I set "30-day turnover limit" to "50000"
    And I apply the limits
    And I press "Yes, apply them"
    Then the self-exclusion page says "Your changes have been updated."
    And the account-status banner is hidden
