package io.framewright.processor;

import static com.google.common.truth.Truth.assertThat;
import static io.framewright.processor.Compilations.type;

import io.framewright.runtime.layout.RecordLayout;
import io.framewright.runtime.layout.WireField;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The description of a message delimited by its type ({@code @Delimited}): one of varying size
 * carries its terminator in {@link RecordLayout#terminator()} (readers such as the Wireshark
 * dissector find its end by it); a fixed-size one lists it as its last field, as before.
 */
class DelimitedDescriptionTest {
  static GeneratedClasses loader;

  static final String[] SOURCES = {
      "@Message @Magic(0x01) @Delimited(terminator = 0x00)"
          + " record Item(@Remaining String value) {}",
      "@Message @Delimited(terminator = {0x0d, 0x0a}) record Fixed(short x) {}",
      "@Message record Plain(@Remaining String value) {}"};

  @BeforeAll
  static void compile() {
    loader = GeneratedClasses.load(type("Item", SOURCES));
  }

  private static RecordLayout layout(String name) throws ReflectiveOperationException {
    return (RecordLayout) loader.codec(name).description().orElseThrow();
  }

  @Test
  void aDelimitedMessageOfVaryingSizeCarriesItsTerminator() throws Exception {
    RecordLayout item = layout("Item");
    assertThat(item.terminator()).isEqualTo(new byte[] {0x00});
    assertThat(item.fields().stream().map(WireField::role).toList())
        .containsExactly(WireField.Role.MAGIC, WireField.Role.COMPONENT).inOrder();
  }

  @Test
  void aFixedSizeOneListsItAsAField() throws Exception {
    RecordLayout fixed = layout("Fixed");
    assertThat(fixed.terminator()).isEmpty();
    assertThat(fixed.fields().get(fixed.fields().size() - 1).role())
        .isEqualTo(WireField.Role.TERMINATOR);
  }

  @Test
  void anUndelimitedOneHasNone() throws Exception {
    assertThat(layout("Plain").terminator()).isEmpty();
  }
}
