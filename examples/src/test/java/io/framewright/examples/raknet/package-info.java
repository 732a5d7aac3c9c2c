/**
 * RakNet's offline messages, from annotations alone: each carries the 16-byte
 * OFFLINE_MESSAGE_DATA_ID (RakNet's RakPeer.cpp), which tells an offline message from a
 * datagram of the reliability layer, somewhere after its first byte: a constant byte array
 * ({@code @Const(bytes = ...)}), checked on decode and written on encode.
 *
 * <p>{@code @View} on the package: each message also gets a zero-copy {@code <Name>View}.
 */
@View
package io.framewright.examples.raknet;

import io.framewright.annotations.View;
