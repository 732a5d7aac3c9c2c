/**
 * The pies game server protocol ({@code shared/formats/pies.source.txt}), declared with
 * Framewright annotations as the formats README reads it; the generated {@link
 * io.framewright.protocol.pies.PiesPacketCodec} encodes and decodes every packet.
 *
 * <h2>Mapping</h2>
 *
 * <ul>
 *   <li>{@link io.framewright.protocol.pies.PiesPacket}: a union with a {@code u8} tag (the packet
 *       id) and a type-level {@code @Delimited(terminator = 0xFF)}: the packet splitter.
 *   <li>{@link io.framewright.protocol.pies.Item}: one item of any type, a union with a {@code u8}
 *       tag (the data type: {@code 01} string, {@code 02} number, {@code 03} boolean, {@code 99}
 *       unknown/error) and a type-level {@code @Delimited(terminator = 0x00)}: the data splitter.
 *   <li>{@link io.framewright.protocol.pies.StringItem} and {@link
 *       io.framewright.protocol.pies.NumberItem}: the same bytes as a string or number item, as
 *       records with a one-byte {@code @Magic} (the data type) and the same terminator. Packets
 *       whose items are known use them as typed, named components ({@code Location(username, x,
 *       y)}, {@code LevelData(name, List<NumberItem> data)}): an item of the wrong type is a
 *       decode error naming the component, and the record says what each item means. Only the
 *       two packets whose contents are undocumented (Game Update, Custom) hold {@code @Remaining
 *       List<Item>}. (A variant of the {@code Item} union, say {@code Item.Str}, can not be used
 *       as a component type: the framework lays a variant out without its union's tag and
 *       terminator; hence the two standalone records.)
 *   <li>Numbers: {@link io.framewright.protocol.pies.PiesNumber}, a {@code ValueCodec} (sign byte,
 *       base-250 digits + 1); booleans: {@link io.framewright.protocol.pies.PiesBoolean}.
 *   <li>Helpers, no codec code: {@link io.framewright.protocol.pies.AuthPacketMeta} (the Auth
 *       reply codes), {@code Sync.of}/{@code Sync.others()} (the {@code "|$|"} join), and
 *       {@link io.framewright.protocol.pies.PiesPacket#framer(int)}, the framework's
 *       {@code StreamFramer} set to cut the TCP stream at {@code ff}.
 * </ul>
 *
 * <h2>Where the module departs from, or adds to, the source text</h2>
 *
 * <ol>
 *   <li><b>Data splitter after every item.</b> The text shows {@code 00} only between items
 *       ("[Data] [Data Splitter] [Data Type] [Data] [Packet Splitter]"); the server's packet log
 *       (formats README) has it after every item, the last one too: {@code 09 01 68 69 00 ff}.
 *       A packet without items (Bad Packet) is just its id and {@code ff}.
 *   <li><b>Number encoding</b> ("integers are sent weird", otherwise unspecified) follows the
 *       log: sign byte {@code 01} (>= 0) / {@code 02} (negative), then base-250 digits, most
 *       significant first, each stored + 1. Encoding writes two digits below 62,500 and as many
 *       as needed above (up to 8); {@code Long.MIN_VALUE} can not be encoded. Decoding accepts
 *       one or more digits; a magnitude beyond {@code Long.MAX_VALUE} or a digit byte above
 *       {@code fa} is a decode error. Non-canonical forms that decoding accepts (one digit,
 *       extra leading zero digits, negative zero) are written back in the canonical form, so only
 *       for those does encode(decode(bytes)) differ from the bytes.
 *   <li><b>Booleans</b> are never shown: this module writes one byte, {@code 01} false and
 *       {@code 02} true (the "value + 1" rule of the digits), so a boolean is never {@code 00}
 *       or {@code ff}; any other byte is a decode error.
 *   <li><b>Data type {@code 99}</b> ("Unknown / Error") has no documented contents: its bytes are
 *       kept raw ({@code Item.Unknown}) and written back unchanged.
 *   <li><b>Strings</b> are UTF-8. Invalid UTF-8 is a decode error, never replaced. UTF-8 never
 *       contains the byte {@code ff}; text containing U+0000 (byte {@code 00}, the data
 *       splitter), raw unknown-item bytes containing {@code 00} or {@code ff}, and unpaired
 *       surrogates are {@code EncodeException}s, never a corrupt stream.
 *   <li><b>Location</b>'s first string is modelled as {@code username}: the server sends the
 *       player's name, the client an ignored (in the example, empty) string. x and y stay
 *       strings, as sent ({@code "149.29000000000002"}).
 *   <li><b>Auth</b>: one string both ways; the server's reply is the {@link
 *       io.framewright.protocol.pies.AuthPacketMeta} code as a decimal string ({@code "4"} =
 *       ACCEPT), which {@code Auth.meta()} interprets ("sent as strings" in the text).
 *   <li><b>Sync</b>: other players joined with {@code "|$|"}; with nobody else connected the
 *       string is empty (the text is silent). {@code Sync.of} refuses names that are empty or
 *       contain the separator, which could not be split back.
 *   <li><b>Level packets</b>, left out of the text, follow the formats README: Level List
 *       {@code 05} [string...], Level Data {@code 06} [name, number...], Level Load {@code 07}
 *       [string].
 *   <li><b>Game Update {@code 04}</b> is listed in the text with no contents and is not in the
 *       formats README's list; it is declared with items of any type so that a stream carrying it
 *       still decodes. <b>Custom {@code 98}</b> ("any") likewise holds items of any type: it is
 *       still framed as items, since any packet must avoid the splitters.
 *   <li><b>Packet ids are unsigned bytes</b> ({@code 0x98}, {@code 0x99}); the text's sample code
 *       ({@code int packetId = bytes[0]}) would read them as negative Java bytes. An id that no
 *       packet has ({@code 00}, {@code 08}, {@code 0a}...) is a decode error; on a stream the
 *       framer reports it and resumes after the packet's {@code ff}.
 * </ol>
 *
 * <p>{@code @View} on the package: every fixed-size record message here also gets a zero-copy
 * {@code <Name>View} (see {@code io.framewright.runtime.MessageView}).
 */
@View
package io.framewright.protocol.pies;

import io.framewright.annotations.View;
