package io.framewright.cli;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.framewright.runtime.Codec;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.EncodeException;
import io.framewright.runtime.Hex;
import io.framewright.runtime.WireReader;
import io.framewright.runtime.layout.LayoutDiagram;
import io.framewright.runtime.layout.MessageLayout;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayDeque;
import java.util.Deque;

/**
 * What the inspector's page asks of the server, answered as JSON: the registry's protocols and
 * types, a frame decoded (the decode command's JSON, {@link JsonFrameWriter}, so the page shows
 * the extents the command line prints), the error of a frame that does not decode with the
 * parts read before it, a message encoded from that JSON, a type's bit diagram and the frames
 * of a capture. Nothing here touches files or the network; {@link InspectServer} does HTTP.
 */
final class InspectApi {
  /** A request the page should not have made: an unknown type, hex that is not hex. */
  static final class BadRequest extends RuntimeException {
    private static final long serialVersionUID = 1L;

    BadRequest(String message) {
      super(message);
    }
  }

  /** Request bodies are JSON of at most {@link EncodeCommand#MAX_DEPTH} levels, as encode's. */
  static final ObjectMapper MAPPER = new ObjectMapper(JsonFactory.builder()
      .streamReadConstraints(StreamReadConstraints.builder()
          .maxNestingDepth(EncodeCommand.MAX_DEPTH).build())
      .build());

  /** The codec a target names, and the protocol it belongs to. */
  record Chosen(Protocol protocol, Codec<?> codec) {
    Target.Selection selection(Registry registry) {
      return new Target.Selection(protocol, codec, registry, true, codec);
    }
  }

  private final Registry registry;

  InspectApi(Registry registry) {
    this.registry = registry;
  }

  Registry registry() {
    return registry;
  }

  /**
   * What a target names: a protocol by name (its top-level codec), else a message type by its
   * full or short name (its codec, or its union's), as {@code --type} takes them.
   */
  Chosen resolve(String target) {
    if (target == null || target.isBlank()) {
      throw new BadRequest("no protocol or type chosen");
    }
    var protocol = registry.protocol(target);
    if (protocol.isPresent()) {
      return new Chosen(protocol.get(), protocol.get().codec());
    }
    Class<?> type;
    try {
      type = registry.type(target);
    } catch (IllegalArgumentException e) {
      throw new BadRequest(e.getMessage());
    }
    return new Chosen(registry.protocolOf(type), registry.codecOf(type));
  }

  /**
   * {@code {"protocols": [{"name", "type", "description"}], "types": [{"name", "short",
   * "protocol"}]}}: every protocol and every codec of the registry, as {@code framewright
   * protocols} lists them.
   */
  byte[] types() {
    return json(g -> {
      g.writeStartObject();
      g.writeArrayFieldStart("protocols");
      for (Protocol p : registry.protocols()) {
        g.writeStartObject();
        g.writeStringField("name", p.name());
        g.writeStringField("type", TypeNames.of(p.codec().type()));
        g.writeStringField("description", p.description());
        g.writeEndObject();
      }
      g.writeEndArray();
      g.writeArrayFieldStart("types");
      for (Codec<?> codec : registry.codecs()) {
        g.writeStartObject();
        g.writeStringField("name", codec.type().getName());
        g.writeStringField("short", TypeNames.of(codec.type()));
        g.writeStringField("protocol", registry.protocolOf(codec.type()).name());
        g.writeEndObject();
      }
      g.writeEndArray();
      g.writeEndObject();
    });
  }

  /** {@code {"target", "hex"}}: the frame decoded, see {@link #decode(String, byte[])}. */
  byte[] decode(JsonNode request) {
    byte[] frame;
    try {
      frame = Hex.parse(text(request, "hex"));
    } catch (IllegalArgumentException e) {
      throw new BadRequest("hex: " + e.getMessage());
    }
    return decode(text(request, "target"), frame);
  }

  /**
   * The frame as one datagram: {@code {"hex", "frame": <decode's JSON>}}, or when it does not
   * decode {@code {"hex", "error": {"message", "path", "field", "byte", "bit", "expected",
   * "found"},
   * "fields": [...]}}, the fields the decoder read before it failed (named as the trace names
   * them, each with its raw bits and extent).
   */
  byte[] decode(String target, byte[] frame) {
    Codec<?> codec = resolve(target).codec();
    Frames.Decoded[] decoded = new Frames.Decoded[1];
    DecodeException[] error = new DecodeException[1];
    Frames.single(codec, frame, new Frames.Sink() {
      @Override
      public void frame(Frames.Decoded f) {
        decoded[0] = f;
      }

      @Override
      public void error(long offset, DecodeException e, boolean cutShort) {
        error[0] = e;
      }
    });
    return json(g -> {
      g.writeStartObject();
      g.writeStringField("hex", Hex.compact(frame));
      if (decoded[0] != null) {
        Frames.Decoded f = decoded[0];
        g.writeFieldName("frame");
        JsonFrameWriter.write(g, codec, f.bytes(), f.bytesOffset(), f.length(), f.value(),
            f.offset());
      } else {
        DecodeException e = error[0];
        g.writeObjectFieldStart("error");
        g.writeStringField("message", e.getMessage());
        g.writeStringField("path", e.fieldPath());
        g.writeStringField("field", field(e.fieldPath()));
        g.writeNumberField("byte", e.byteOffset());
        g.writeNumberField("bit", (int) (e.bitOffset() % 8));
        g.writeStringField("expected", e.expected());
        g.writeStringField("found", e.found());
        g.writeEndObject();
        g.writeArrayFieldStart("fields");
        PartsRead parts = new PartsRead(g, frame);
        TraceEvents events = new TraceEvents(parts);
        try {
          codec.read(new WireReader(frame, 0, frame.length).traced(events));
        } catch (DecodeException expected) {
          // the same error again: the parts before it are what is wanted
        }
        events.end();
        g.writeEndArray();
      }
      g.writeEndObject();
    });
  }

  /**
   * {@code {"target", "message"}}: the message (decode's JSON or the simple form, as encode
   * takes it) encoded, {@code {"hex"}}; or {@code {"error": {"message", "path", "field"}}}, the
   * field at fault as the codec or the JSON reader names it, and as the decode JSON's entry path
   * ({@link #field}).
   */
  byte[] encode(JsonNode request) {
    Chosen chosen = resolve(text(request, "target"));
    JsonNode message = request.get("message");
    if (message == null || !message.isObject()) {
      throw new BadRequest("message: expected a JSON object");
    }
    try {
      byte[] bytes = EncodeCommand.encode(chosen.selection(registry), message);
      return json(g -> {
        g.writeStartObject();
        g.writeStringField("hex", Hex.compact(bytes));
        g.writeEndObject();
      });
    } catch (EncodeException e) {
      return encodeError(e.getMessage(), e.fieldPath());
    } catch (JsonInputException e) {
      String problem = e.getMessage();
      int colon = problem.indexOf(": ");
      // "messages[0].body.x: expected ..." names its field first; other problems name none
      return encodeError(problem, colon > 0 && problem.lastIndexOf(' ', colon) < 0
          ? problem.substring(0, colon) : "");
    }
  }

  private static byte[] encodeError(String problem, String path) {
    return json(g -> {
      g.writeStartObject();
      g.writeObjectFieldStart("error");
      g.writeStringField("message", problem);
      g.writeStringField("path", path);
      g.writeStringField("field", field(path));
      g.writeEndObject();
      g.writeEndObject();
    });
  }

  /**
   * The entry of the decode JSON that an error's field path names: the path without its first
   * segment (the message type, which the JSON's entries are inside of) and without the variants
   * it names ({@code Body(Body.Ping)}: a variant's entries continue its union's).
   * {@code BeerMessage(BeerMessage.ObjectPosition).x} is {@code x}, {@code
   * Datagram.commands[0].data} is {@code commands[0].data}.
   */
  static String field(String path) {
    StringBuilder out = new StringBuilder();
    int variant = 0;
    boolean first = true;
    for (int i = 0; i < path.length(); i++) {
      char c = path.charAt(i);
      // "(" right after a name qualifies it with a variant; after a dot it starts a wire-only
      // name such as "(tag)", which is an entry's name.
      if (c == '(' && (variant > 0 || (i > 0 && path.charAt(i - 1) != '.'))) {
        variant++;
      } else if (c == ')' && variant > 0) {
        variant--;
      } else if (variant == 0) {
        if (first && (c == '.' || c == '[')) {
          first = false;
          if (c == '.') {
            continue;
          }
        }
        if (!first) {
          out.append(c);
        }
      }
    }
    return out.toString();
  }

  /**
   * The SVG bit diagram ({@link LayoutDiagram}, what {@code framewright diagram --svg} draws) of
   * {@code variant}'s type when it is one with a layout of its own, else of the target's type.
   */
  String diagram(String target, String variant) {
    Codec<?> codec = resolve(target).codec();
    if (variant != null && !variant.isBlank()) {
      try {
        Codec<?> own = registry.codecOf(TypeNames.resolve(codec.type(), variant));
        if (own.description().isPresent()) {
          codec = own;
        }
      } catch (JsonInputException | IllegalArgumentException notAType) {
        throw new BadRequest("variant: " + notAType.getMessage());
      }
    }
    MessageLayout layout = codec.description().orElseThrow(() ->
        new BadRequest("no layout description for " + target));
    return LayoutDiagram.svg(layout);
  }

  /** The frames of a capture file, each with its bytes: see {@link InspectCaptures}. */
  byte[] capture(String target, byte[] capture) {
    Chosen chosen = resolve(target);
    return json(g -> InspectCaptures.write(g, chosen.protocol(), chosen.codec(), capture));
  }

  private static String text(JsonNode request, String name) {
    JsonNode n = request.get(name);
    if (n == null || !n.isTextual()) {
      throw new BadRequest(name + ": expected a string");
    }
    return n.textValue();
  }

  /** Writes JSON with a generator. */
  interface JsonWriting {
    void write(JsonGenerator g) throws IOException;
  }

  static byte[] json(JsonWriting writing) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (JsonGenerator g = MAPPER.getFactory().createGenerator(out)) {
      writing.write(g);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out.toByteArray();
  }

  /**
   * The parts a decode read before it failed, as JSON entries {@code {"name", "value", "byte",
   * "bit", "bits", "fields"}} in wire order, the value being the part's raw bits in hex: the
   * trace knows where each part lies, not yet what value it makes. An entered part ends where
   * its last part does, or has no extent when it read none.
   */
  private static final class PartsRead implements TraceEvents.Listener {
    private final JsonGenerator g;
    private final byte[] frame;
    /** Per open entry: first bit and one past the last bit of its parts so far, or -1. */
    private final Deque<long[]> open = new ArrayDeque<>();

    PartsRead(JsonGenerator g, byte[] frame) {
      this.g = g;
      this.frame = frame;
    }

    @Override
    public void leaf(long ordinal, TraceEvents.Kind kind, String name, long startBit,
        long endBit) {
      try {
        g.writeStartObject();
        g.writeStringField("name", name);
        g.writeStringField("value", JsonFrameWriter.rawHex(frame, 0, startBit, endBit));
        JsonFrameWriter.position(g, startBit, endBit);
        g.writeEndObject();
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      extend(startBit, endBit);
    }

    @Override
    public void open(long ordinal, TraceEvents.Kind kind, String name) {
      try {
        g.writeStartObject();
        g.writeStringField("name", name);
        g.writeArrayFieldStart("fields");
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      open.push(new long[] {-1, -1});
    }

    @Override
    public void close() {
      long[] done = open.pop();
      try {
        g.writeEndArray();
        JsonFrameWriter.position(g, done[0], done[1]);
        g.writeEndObject();
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      extend(done[0], done[1]);
    }

    private void extend(long s, long e) {
      long[] top = open.peek();
      if (top != null && s >= 0) {
        top[0] = top[0] < 0 ? s : Math.min(top[0], s);
        top[1] = Math.max(top[1], e);
      }
    }
  }
}
