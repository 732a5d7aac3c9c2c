/**
 * The properties every codec and framer must have ({@code CodecChecks}, {@code FramerChecks},
 * {@code ConcurrencyChecks}, {@code Mutations}) and capture files ({@code pcap}), for users'
 * property tests and fuzz targets.
 */
module io.framewright.testing {
  requires transitive io.framewright.runtime;

  exports io.framewright.testing;
  exports io.framewright.testing.pcap;
}
