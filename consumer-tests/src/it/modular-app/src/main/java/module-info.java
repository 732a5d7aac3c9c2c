module com.example.modular {
  requires io.framewright.runtime;
  requires static io.framewright.annotations;
}
