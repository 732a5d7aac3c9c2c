package io.framewright.cli.wireshark;

import java.util.List;
import java.util.Objects;

/**
 * What a generated dissector is called and where Wireshark hands it packets.
 *
 * @param name the protocol's filter name ({@code leviathan}), the prefix of every field
 * @param description the protocol's long name, shown in the packet tree
 * @param udpPorts UDP ports to register on
 * @param tcpPorts TCP ports to register on
 * @param stream whether messages travel in a byte stream (TCP): the dissector then reads several
 *     messages per segment and asks TCP for more bytes when one is cut off
 */
public record DissectorSpec(String name, String description, List<Integer> udpPorts,
    List<Integer> tcpPorts, boolean stream) {

  public DissectorSpec {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(description, "description");
    if (!name.matches("[a-z][a-z0-9_]*")) {
      throw new IllegalArgumentException("a Wireshark protocol name is lower-case letters,"
          + " digits and _, starting with a letter: " + name);
    }
    udpPorts = List.copyOf(udpPorts);
    tcpPorts = List.copyOf(tcpPorts);
  }
}
