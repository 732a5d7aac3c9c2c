/**
 * The messages of the guide's second chapter (docs/guide/a-message-family.md), which quotes
 * these files: a small arena game's packets, a bit-packed header and a union of events. Every
 * message here also gets a zero-copy view.
 */
@View
package io.framewright.examples.arena;

import io.framewright.annotations.View;
