Feature: Opening a financial account
  A client whose upgrade is to maltainvest fills in the financial account form: the real form's details,
  the secret question, tax residence and number, the financial information and the confirmations. The
  platform first answers with its risk disclaimer, which hides the form; accepting it sends the request
  again with accept_risk and the client goes on to choose the currency (accounts-and-money §4, §5).

  Scenario: The form asks for what a financial account needs, in the spec's words
    Given I am logged in as "malta@example.com"
    When I open "/en/new_account/maltainvestws.html"
    And I press the button "Confirm"
    And I press the button "Open account"
    Then the "Tax residence" field shows the error "This field is required."
    And the "Tax identification number" field shows the error "This field is required."
    And the "Occupation" field shows the error "This field is required."
    And the "Secret question" field shows the error "This field is required."
    And the checkbox "All the information above is true and complete." says "Please confirm that all the information above is true and complete."
    And the checkbox "I have read and accept the terms and conditions." says "Please accept the terms and conditions."
    And the checkbox "I am not a politically exposed person." says "Please confirm that you are not a politically exposed person."

  Scenario: The risk disclaimer replaces the form; accepting it opens the account
    Given I am logged in as "malta@example.com"
    When I open "/en/new_account/maltainvestws.html"
    And I press the button "Confirm"
    And I complete the financial account form as a made-up resident of "Italy"
    Then the risk disclaimer says "The financial trading services offered on this site are only suitable"
    When I press the button "I accept the risks"
    Then the address is "/en/user/set-currency.html"
    And the financial account request was sent without accept_risk, then again with it and the client type "retail"
