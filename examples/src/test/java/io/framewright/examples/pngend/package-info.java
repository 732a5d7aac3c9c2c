/**
 * A PNG datastream that ends at its IEND chunk (W3C PNG, 5.2, 5.3, 5.6: "The IEND chunk shall be
 * last"), whatever follows it: the chunks are a list its last element ends
 * ({@code @RepeatUntil} on the chunk type, IEND = 0x49454E44), and the bytes after IEND, which
 * are no part of the datastream (an archive or a message appended to an image), stay apart.
 *
 * <p>{@code @View} on the package: each message also gets a zero-copy {@code <Name>View}.
 */
@View
package io.framewright.examples.pngend;

import io.framewright.annotations.View;
