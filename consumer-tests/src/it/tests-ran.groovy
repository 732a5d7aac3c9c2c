// Shared by the consumers' verify.groovy: a closure (basedir, [test class: count]) that fails
// unless surefire ran every named class (it found JUnit 5 and the test) with exactly that many
// tests, none failed, erred or skipped.
return { File basedir, Map<String, Integer> expected ->
    expected.each { testClass, count ->
        def report = new File(basedir, "target/surefire-reports/TEST-${testClass}.xml")
        assert report.isFile() : "no surefire report: " + report
        def suite = new groovy.xml.XmlSlurper().parse(report)
        assert suite.@tests.toInteger() == count : "${testClass}: expected ${count} tests, ran ${suite.@tests}"
        assert suite.@failures.toInteger() == 0 && suite.@errors.toInteger() == 0 && suite.@skipped.toInteger() == 0
    }
    return true
}
