Feature: Regulatory notices
  EU visitors and maltainvest clients see the risk warning and the MFSA licence under every page, and
  are asked before a link takes them to a third-party site; GB residents with an iom or malta account
  see the gamstop notice (accounts-and-money §6).

  Scenario: A visitor from the EU sees the risk warning and the MFSA licence
    Given the platform sees visitors from "de"
    When I go to "/en/resources/asset_indexws.html"
    Then the risk warning reads "Binary options and CFDs are complex products, and trading them carries a high risk of losing money quickly. 71% of retail investor accounts lose money when trading these products with Strike."
    And the MFSA message reads "Deriv Investments (Europe) Limited is licensed and regulated as an investment services provider by the Malta Financial Services Authority."

  Scenario: A visitor from elsewhere sees neither
    Given the platform sees visitors from "id"
    When I go to "/en/resources/asset_indexws.html"
    Then no regulatory notice shows

  Scenario: A maltainvest client sees them wherever they connect from, with the cookie consent
    When I sign in to account "MF90000001"
    Then the risk warning reads "71% of retail investor accounts lose money"
    And the MFSA message reads "Deriv Investments (Europe) Limited is licensed and regulated as an investment services provider by the Malta Financial Services Authority."
    And the notice "Strike uses cookies to give you the best experience on our website. By continuing to use it, you agree to our use of cookies." shows

  Scenario: A visitor from the EU is asked before leaving for a third-party site: Cancel stays, Proceed leaves
    Given the platform sees visitors from "de"
    And the website "https://www.mfsa.mt" answers
    When I go to "/en/resources/asset_indexws.html"
    And I follow the link "Malta Financial Services Authority" of the regulatory notice
    Then I am asked "You are leaving Strike for a third-party website. Strike does not own or control that website and is not responsible for what it says or does. Do you want to proceed?"
    When I press "Cancel"
    Then no "Redirect notice" popup shows
    And the address is "/en/resources/asset_indexws.html"
    When I follow the link "Malta Financial Services Authority" of the regulatory notice
    And I press "Proceed"
    Then the browser shows "https://www.mfsa.mt/"

  Scenario: A GB resident with a malta account sees the gamstop notice, and leaves for its site without being asked
    Given "MLT90000001" lives in "gb"
    And the website "https://www.gamstop.co.uk" answers
    When I sign in to account "MLT90000001"
    And I press "Confirm"
    Then the gamstop notice reads "GAMSTOP is a free self-exclusion scheme for Great Britain: it lets you block yourself from online gambling sites licensed there, this one included. Find out more at gamstop.co.uk, or set your own limits on our self-exclusion page."
    And the risk warning does not show
    When I follow the link "self-exclusion page" of the regulatory notice
    Then the address is "/en/user/security/self_exclusionws.html"
    When I follow the link "gamstop.co.uk" of the regulatory notice
    Then the browser shows "https://www.gamstop.co.uk/"
