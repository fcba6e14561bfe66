Feature: Errors of the multi-barrier page

  Background:
    Given the platform and the browser clocks read "2030-01-15T10:00:00Z"

  @error:ContractsForError
  Scenario: A contracts error shows its message and code, without periods or prices
    Given the next "contracts_for" call fails with "ContractsUnavailable" saying "Contracts are unavailable."
    When I open the multi-barrier page
    Then I see the contracts error "Contracts are unavailable. (ContractsUnavailable)"
    And no trading period can be chosen and no price table is shown

  @error:MultiBarrierProposalError
  Scenario: A price error stays until prices come back
    Given the next "proposal_array" call fails with "ContractCreationFailure" saying "Cannot create contract."
    When I open the multi-barrier page
    Then the price error "Cannot create contract." is shown without a way to close it
    When I open the payout list
    And I press "More" in the payout list
    And I press "OK" in the payout list
    Then no price error is shown
    And the prices are asked for a payout of 11
