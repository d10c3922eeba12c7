// The tool of the add-viper-module plugin: it hands its arguments to the generator and prints
// what it says. Everything it does is in VIPERModuleGenerator, which the tests run in process.
import Foundation
import VIPERModuleGenerator

let outcome = AddModuleCommand.run(Array(CommandLine.arguments.dropFirst()))
FileHandle.standardOutput.write(Data(outcome.output.utf8))
FileHandle.standardError.write(Data(outcome.error.utf8))
exit(outcome.status)
