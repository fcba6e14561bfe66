Feature: Every page fits a phone and links only to pages of the site
  The walk reads the page table: at 375 px it opens, within the app, every page of the table (a page
  the visitor may not open shows what its access rule shows instead), checks that the document is
  never wider than the screen, and that every link to this site on it leads to a built page (or an
  earlier path of one). Pages added to the table are walked as soon as they are added.

  Background:
    Given the simulator is running
    And the screen is 375 pixels wide

  Scenario: Every page fits a visitor's phone and links only to pages that exist
    When I open every page of the page table
    Then no page was wider than 375 px
    And every internal link on them leads to a page of the site

  Scenario Outline: Every page fits the phone of a <kind> client and links only to pages that exist
    Given I am logged in as "<email>"
    When I open every page of the page table
    Then no page was wider than 375 px
    And every internal link on them leads to a page of the site

    Examples:
      | kind    | email               |
      | virtual | virtual@example.com |
      | real    | real@example.com    |
