import { setWorldConstructor, World, type IWorldOptions } from '@cucumber/cucumber';
import type { Faker } from '@faker-js/faker';
import type { BrowserContext, Page } from 'playwright-core';
import type { Stack } from '../../e2e/stack';
import { ControlClient } from '../../simulator/control-client';
import type { World as SimulatorWorld } from '../../simulator/world/world';
import type { Finding } from './accessibility-findings';
import type { Person } from './people';
import { scenarioSeed, seededFaker } from './scenario-seed';

/** What cucumber.js hands every scenario (its `worldParameters`). */
export interface ScenarioParameters {
  /** The run's reports folder: a failed scenario's report goes in a folder inside it. */
  reportsFolder: string;
}

/**
 * What every step sees: the running stack, this scenario's own simulator world (fresh from the default
 * fixture, picked by the browser through the world cookie) and this scenario's browser page.
 */
export class ScenarioWorld extends World<ScenarioParameters> {
  stack!: Stack;
  control!: ControlClient;
  /** The id of this scenario's simulator world. */
  worldId!: string;
  context!: BrowserContext;
  page!: Page;
  /** The sockets the page opened, in order. */
  socketUrls: string[] = [];
  /** How many times the page loaded since it was first opened. */
  loads = 0;
  /** How many times the opened page has read the deployed build's version (its release check). */
  releaseChecks = 0;
  /** The browser console of this scenario, attached to the report when it fails. */
  readonly consoleLines: string[] = [];
  /** What the app's Content-Security-Policy blocked in this scenario's pages. */
  readonly cspViolations: string[] = [];
  /** The seed of this scenario's invented data (STRIKE_SEED replays it). */
  readonly seed = scenarioSeed();
  /** Makes this scenario's people, addresses and the like, all following from `seed`. */
  readonly faker: Faker = seededFaker(this.seed);
  /** The client the scenario made up and created in its world ("Given a new real client in ..."). */
  newClient?: { person: Person; loginid: string };
  /** The serious and critical accessibility findings on this scenario's pages. */
  accessibilityFindings: Finding[] = [];

  constructor(options: IWorldOptions<ScenarioParameters>) {
    super(options);
  }

  /** This scenario's simulator world, for reading its state or clock in-process. */
  get world(): SimulatorWorld {
    const world = this.stack.simulator.registry.find(this.worldId);
    if (!world) throw new Error(`world ${this.worldId} is gone`);
    return world;
  }

  appUrl(path: string): string {
    return `${this.stack.appUrl}${path}`;
  }
}

export function controlClientFor(stack: Stack): ControlClient {
  return ControlClient.of(stack.simulator);
}

setWorldConstructor(ScenarioWorld);
