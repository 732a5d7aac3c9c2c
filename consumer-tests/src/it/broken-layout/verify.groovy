// The compile error is the documented one (README, "Compile-time checks"): its id, the file and
// line, and the whole message with its fix.
def log = new File(basedir, 'build.log').text
def expected = [
    'EntityUpdate.java:[10,',
    "[FW015] @Field(bits = 40) on 'health': int holds at most 32 bits; use bits <= 32 or a wider type such as long",
    'COMPILATION ERROR',
]
expected.each { text ->
    if (!log.contains(text)) {
        throw new AssertionError("build.log lacks: " + text)
    }
}
// Nothing was generated for the broken type, and no test or jar ran after the failed compile.
assert !new File(basedir, 'target/generated-sources/annotations/com/example/broken/EntityUpdateCodec.java').exists()
assert !new File(basedir, 'target/broken-layout-1.0.jar').exists()
return true
