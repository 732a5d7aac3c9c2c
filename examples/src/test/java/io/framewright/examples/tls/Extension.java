package io.framewright.examples.tls;

import io.framewright.annotations.Length;
import io.framewright.annotations.Message;
import io.framewright.annotations.Tag;
import io.framewright.annotations.Union;
import io.framewright.annotations.UnknownTag;

/**
 * RFC 8446 section 4.2: {@code struct { ExtensionType extension_type; opaque
 * extension_data<0..2^16-1>; } Extension;}. Each declared extension's data is a structure of
 * its own inside the 16-bit length; the catch-all keeps any other type's bytes.
 */
@Message
@Union(bits = 16)
public sealed interface Extension
    permits Extension.ServerName, Extension.SupportedGroups, Extension.SignatureAlgorithms,
        Extension.SupportedVersions, Extension.KeyShare, Extension.Other {

  /** {@code server_name(0)}, RFC 6066 section 3. */
  @Tag(0)
  record ServerName(@Length(bits = 16) ServerNameList data) implements Extension {}

  /** {@code supported_groups(10)}, section 4.2.7. */
  @Tag(10)
  record SupportedGroups(@Length(bits = 16) NamedGroupList data) implements Extension {}

  /** {@code signature_algorithms(13)}, section 4.2.3. */
  @Tag(13)
  record SignatureAlgorithms(@Length(bits = 16) SignatureSchemeList data)
      implements Extension {}

  /** {@code supported_versions(43)} of a ClientHello, section 4.2.1. */
  @Tag(43)
  record SupportedVersions(@Length(bits = 16) VersionList data) implements Extension {}

  /** {@code key_share(51)} of a ClientHello, section 4.2.8. */
  @Tag(51)
  record KeyShare(@Length(bits = 16) KeyShareClientHello data) implements Extension {}

  /**
   * Any other extension: its type and its data, as many bytes as its length says, which it
   * re-encodes as they were.
   */
  @UnknownTag
  record Other(int extensionType, @Length(bits = 16) byte[] data) implements Extension {}
}
