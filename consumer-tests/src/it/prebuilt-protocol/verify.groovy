// The consumer's own tests ran (surefire found JUnit 5 and every test class), all of them passed.
def expected = ['com.example.telemetry.BitpackedTest': 4]
expected.each { testClass, count ->
    def report = new File(basedir, "target/surefire-reports/TEST-${testClass}.xml")
    assert report.isFile() : "no surefire report: " + report
    def suite = new groovy.xml.XmlSlurper().parse(report)
    assert suite.@tests.toInteger() == count : "${testClass}: expected ${count} tests, ran ${suite.@tests}"
    assert suite.@failures.toInteger() == 0 && suite.@errors.toInteger() == 0 && suite.@skipped.toInteger() == 0
}
return true
