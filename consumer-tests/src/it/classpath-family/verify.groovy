// The consumer's own tests ran (surefire found JUnit 5 and every test class), all of them passed.
def report = new File(basedir, 'target/surefire-reports/TEST-com.example.shapes.ShapesTest.xml')
assert report.isFile() : "no surefire report: " + report
def suite = new groovy.xml.XmlSlurper().parse(report)
assert suite.@tests.toInteger() == 6 : "expected 6 tests, ran " + suite.@tests
assert suite.@failures.toInteger() == 0 && suite.@errors.toInteger() == 0 && suite.@skipped.toInteger() == 0
return true
