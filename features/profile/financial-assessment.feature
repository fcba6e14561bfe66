Feature: Financial assessment
  A real client answers the financial assessment (accounts-and-money §3, §5): every question is a
  required choice; answers that did not change are not sent; saved answers are kept with the scores
  the platform gives them, and the banner's prompt to complete the assessment leads here.

  Scenario: A client answers every question and saves the assessment
    Given I am logged in as "real@example.com"
    When I open the profile page "financial assessment"
    And I answer every question of the financial assessment with its option 2
    And I press "Update"
    Then the profile page says "Your changes have been updated successfully."
    And the platform was sent 17 answers in 2 sections

  Scenario: Every question is required
    Given I am logged in as "real@example.com"
    When I open the profile page "financial assessment"
    And I press "Update"
    Then every one of the 17 questions says "This field is required."

  Scenario: Saving the answers the platform already has sends nothing
    Given I am logged in as "real@example.com"
    When I open the profile page "financial assessment"
    And I answer every question of the financial assessment with its option 1
    And I press "Update"
    Then the profile page says "Your changes have been updated successfully."
    When I open the profile page "financial assessment"
    And I note the requests sent so far
    And I press "Update"
    Then the profile page says "You did not change anything."
    And the page sent no "set_financial_assessment" request since

  @error:AccountStatusPrompt
  Scenario: The banner's prompt leads to the assessment, and the prompt goes once it is answered
    Given account "MF90000001" has the status "authenticated"
    When I sign in to account "MF90000001"
    And I keep the reality check at its usual interval
    Then the account-status banner reads "Please complete the financial assessment form to lift your withdrawal and trading limits."
    When I follow the link in the account-status banner
    Then the address is "/en/user/settings/assessmentws.html"
    When I answer every question of the financial assessment with its option 3
    And I press "Update"
    Then the profile page says "Your changes have been updated successfully."
    And the account-status banner no longer reads "financial assessment"

  Scenario: The amounts are in the page language's number format
    Given I am logged in as "real@example.com"
    When I open "/de/user/settings/assessmentws.html"
    Then the questions offer "Weniger als 25.000 $"
