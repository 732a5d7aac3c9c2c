package io.framewright.examples;

import io.framewright.annotations.WireValue;

/** What an entity is; each constant has a fixed wire value, ordinals are never used. */
public enum EntityKind {
  @WireValue(0) PLAYER,
  @WireValue(1) PROJECTILE,
  @WireValue(5) PICKUP
}
