/**
 * The Leviathan game engine's UDP packets (Leviathan 0.8, {@code hhyyrylainen/Leviathan},
 * {@code Engine/Networking/}), declared with Framewright annotations. Decode a datagram with
 * {@code LeviathanPacketCodec.INSTANCE.decode(bytes)}.
 *
 * <h2>How the format maps</h2>
 *
 * <ul>
 *   <li>Every multi-byte integer is big-endian (SFML {@code sf::Packet}); one packet is one
 *       datagram, and {@code decode} wants exactly its bytes.
 *   <li>{@link io.framewright.protocol.leviathan.LeviathanPacket} is a union on the {@code u16}
 *       packet type: {@code 0x4C6E} ({@link io.framewright.protocol.leviathan.NormalPacket}),
 *       {@code 0x4C61} ({@link io.framewright.protocol.leviathan.AckOnlyPacket}).
 *   <li>Normal packet: {@code u32 packetId}, {@code u32 firstAck}, the ack bytes behind a
 *       {@code u8} count only when {@code firstAck != 0} ({@code @When}; a
 *       {@link io.framewright.runtime.BitList}, least significant bit first), then a {@code u8}
 *       message count and the messages.
 *   <li>{@link io.framewright.protocol.leviathan.NetworkMessage} is a union on the {@code u8}
 *       kind: {@code 0x12} {@link io.framewright.protocol.leviathan.Response}, {@code 0x28}
 *       {@link io.framewright.protocol.leviathan.Request}; each holds {@code u32 messageNumber}
 *       and a nested union on the {@code u16} response or request type
 *       ({@link io.framewright.protocol.leviathan.ResponseBody},
 *       {@link io.framewright.protocol.leviathan.RequestBody}). Every response variant starts
 *       with {@code u32 responseTo}; then come the type's fields with no length prefix.
 *   <li>Field types, from upstream's {@code GenerateResponse.rb} / {@code GenerateRequest.rb}:
 *       {@code int32_t} is {@code int}, {@code uint32_t} a 32-bit {@code long},
 *       {@code uint64_t} a {@code long} (8 bytes), {@code std::string} a {@code String} with a
 *       {@code u32} byte length, an embedded {@code sf::Packet} a {@code byte[]} with a
 *       {@code u32} length (the same bytes), {@code bool} one byte, and the helper enums one
 *       byte each except {@link io.framewright.protocol.leviathan.ConnectionEncryption}, an
 *       {@code i32}.
 *   <li>{@link io.framewright.protocol.leviathan.AckField} is the protocol helper that turns
 *       {@code firstAck} and the ack bytes into the set of acknowledged packet ids and back.
 * </ul>
 *
 * <h2>Where this module departs from the format document, and why</h2>
 *
 * <ol>
 *   <li><b>Ack bits have no "+1".</b> The document says a set bit acknowledges "Start ack +
 *       index inside acks + 1". Upstream's code ({@code NetworkAckField}, {@code Connection}) and
 *       its tests use bit {@code b} of byte {@code k} for packet {@code firstAck + 8k + b}, so
 *       real peers do that; this module follows the code ({@link
 *       io.framewright.protocol.leviathan.AckField}). {@code firstAck} need not be acknowledged
 *       itself.
 *   <li><b>Packet ids are not checked.</b> The document says the first packet id is 1 and 0 is
 *       invalid; upstream connections start at 1001. Any {@code u32}, 0 included, is accepted both
 *       ways: Framewright has no "non-zero" constraint, and no layout depends on it.
 *   <li><b>Ack byte count 0..255.</b> {@code firstAck != 0} with zero ack bytes is accepted and
 *       kept (upstream can write and read it), and trailing zero ack bytes survive a round trip.
 *       Upstream's reader breaks above 127 bytes (a {@code char} index); real writers send at
 *       most 4.
 *   <li><b>Ack-only count 0..255.</b> The document wants 1..4 ("less than 5"); upstream writers
 *       send 1..3 and its reader accepts 0..255. This module accepts and writes 0..255, so a
 *       count of 0 is accepted although the formats README says decoding accepts 1..255:
 *       Framewright has no minimum count, and upstream's reader takes 0 too.
 *   <li><b>Message data comes from upstream, not the document.</b> The document only says
 *       "data that the NetworkResponse class will handle". The fields of each type are those
 *       upstream's generators write, in their order. Notably <b>ServerDisallow (9) is
 *       {@code string message} then {@code u8 reason}</b>, the reverse of ServerAllow (10)
 *       ({@code u8 acceptedWhat}, {@code string message}); the formats README lists the
 *       ServerAllow fields for the pair.
 *   <li><b>More types than the formats README's minimum list.</b> Every response and request
 *       type with a working upstream serializer is modelled, including ones upstream can send
 *       but not decode itself (Identification, Serverstatus and ServerStatus among them).
 *   <li><b>Unmodelled types are kept raw, only as the last message.</b> Responses SyncValData
 *       (12) and CacheUpdated (23), whose upstream serializer is a stub that writes nothing,
 *       Custom (response 29, request 17; game-defined bytes, and upstream writes the response's
 *       header in the wrong order), and any type above the upstream enums decode to the
 *       {@code Unknown} variant: the type and every byte after it to the end of the packet.
 *       There is no length to know where such a message ends, so one followed by another
 *       message fails to decode (the next message finds the input used up, a
 *       {@link io.framewright.runtime.DecodeException} at the end of the packet). The encoder
 *       refuses an {@code Unknown} anywhere but last (an
 *       {@link io.framewright.runtime.EncodeException} naming the message), so that every packet
 *       it writes decodes.
 *   <li><b>Unknown packet types and message kinds are decode errors.</b> Upstream ignores such
 *       packets and drops the rest of a packet at an unknown kind; nothing after an unknown kind
 *       can be located, so it is not kept.
 *   <li><b>{@code bool} is strictly 0 or 1.</b> Upstream reads any non-zero byte as true and
 *       writes it back as 1; this module rejects 2..255, so that every packet it accepts
 *       re-encodes to the same bytes.
 *   <li><b>Strings are UTF-8, validated.</b> Upstream copies raw bytes; bytes that are not UTF-8
 *       are a decode error here (a Java {@code String} could not give them back unchanged).
 *       Enum values outside upstream's enums are decode errors too (upstream casts unchecked).
 *   <li><b>Whole datagrams, strictly.</b> Bytes after the last counted message, truncated
 *       fields, and a failed ack field are decode errors; upstream logs some of these and goes
 *       on, and ignores trailing bytes.
 *   <li><b>Defaults are not imposed.</b> Upstream's defaults (Connect check value 42, the 65
 *       {@code 'v'}s of an Identification request) and its assertion that {@code responseTo}
 *       is not {@code 0xFFFFFFFF} are left to the application.
 * </ol>
 *
 * <p>{@code @View} on the package: every fixed-size record message here also gets a zero-copy
 * {@code <Name>View} (see {@code io.framewright.runtime.MessageView}).
 */
@View
package io.framewright.protocol.leviathan;

import io.framewright.annotations.View;
