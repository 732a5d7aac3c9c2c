/**
 * Views ({@code @View}) for every fixed-size record message of this package: each gets a
 * zero-copy {@code <Name>View} next to its codec.
 */
@View
package io.framewright.examples.ipv4;

import io.framewright.annotations.View;
