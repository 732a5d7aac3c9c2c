package io.framewright.cli.wireshark;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The {@code ProtoField}s of a dissector, one per field of each message type, each declared once
 * under its filter name ({@code leviathan.NormalPacket.packetId}).
 */
final class ProtoFields {
  private final String protocol;
  private final Map<String, String> declarations = new LinkedHashMap<>();

  ProtoFields(String protocol) {
    this.protocol = protocol;
  }

  /** The filter name of {@code path} ({@code NormalPacket.packetId}) in this protocol. */
  String abbrev(String path) {
    return protocol + "." + path;
  }

  /**
   * Declares (once) the field {@code path} as {@code ProtoField.<type>(abbrev, label, args...)}
   * and returns the Lua expression that names it.
   */
  String declare(String path, String type, String label, String... args) {
    String abbrev = abbrev(path);
    if (!declarations.containsKey(abbrev)) {
      List<String> all = new ArrayList<>();
      all.add(Lua.string(abbrev));
      all.add(Lua.string(label));
      all.addAll(List.of(args));
      // Trailing nils are left out: ProtoField constructors take them as absent.
      while (all.get(all.size() - 1).equals("nil")) {
        all.remove(all.size() - 1);
      }
      declarations.put(abbrev, "ProtoField." + type + "(" + String.join(", ", all) + ")");
    }
    return ref(path);
  }

  /** The Lua expression naming the declared field {@code path}. */
  String ref(String path) {
    return "F[" + Lua.string(abbrev(path)) + "]";
  }

  /** The declarations, and the list that registers them with the protocol {@code proto}. */
  void write(StringBuilder out, String proto) {
    out.append("local F = {}\n");
    for (Map.Entry<String, String> e : declarations.entrySet()) {
      out.append("F[").append(Lua.string(e.getKey())).append("] = ").append(e.getValue())
          .append('\n');
    }
    out.append("do\n  local list = {}\n  for _, f in pairs(F) do\n    list[#list + 1] = f\n"
        + "  end\n  ").append(proto).append(".fields = list\nend\n");
  }
}
