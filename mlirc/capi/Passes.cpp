//===- Passes.cpp - Pass registry shims for Go --------------------------===//

#include "MlirGo.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Pass.h"
#include "mlir/CAPI/Support.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassRegistry.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Mutex.h"

#include <algorithm>
#include <cstdio>
#include <unistd.h>
#include <cstdlib>
#include <optional>
#include <string>
#include <vector>

using namespace mlir;

bool mlirGoRegisterPass(MlirStringRef argument, MlirGoPassFactory factory,
                        void *userData) {
  if (mlirGoIsPassRegistered(argument))
    return false;
  registerPass([factory, userData]() -> std::unique_ptr<Pass> {
    return std::unique_ptr<Pass>(unwrap(factory(userData)));
  });
  return true;
}

bool mlirGoIsPassRegistered(MlirStringRef argument) {
  StringRef name = unwrap(argument);
  return PassInfo::lookup(name) || PassPipelineInfo::lookup(name);
}

void mlirGoForEachRegisteredPass(MlirGoPassInfoCallback callback,
                                 void *userData) {
  // MLIR keeps its pass registry private; the only way to enumerate it is
  // mlir::printRegisteredPasses, which writes to standard output. Send that
  // output to a temporary file for the duration of the call and read the
  // names (lines "  --name - description" at the first indentation level).
  std::string text;
  {
    llvm::outs().flush();
    std::fflush(stdout);
    FILE *tmp = std::tmpfile();
    if (!tmp)
      return;
    int saved = ::dup(STDOUT_FILENO);
    ::dup2(::fileno(tmp), STDOUT_FILENO);
    printRegisteredPasses();
    llvm::outs().flush();
    std::fflush(stdout);
    ::dup2(saved, STDOUT_FILENO);
    ::close(saved);
    std::rewind(tmp);
    char chunk[4096];
    size_t n;
    while ((n = std::fread(chunk, 1, sizeof(chunk), tmp)) > 0)
      text.append(chunk, n);
    std::fclose(tmp);
  }
  std::vector<std::string> names;
  llvm::SmallVector<StringRef> lines;
  StringRef(text).split(lines, '\n');
  for (StringRef line : lines) {
    if (!line.starts_with("  --") || line.starts_with("   "))
      continue;
    StringRef name = line.drop_front(4);
    name = name.take_until([](char c) { return c == ' ' || c == '='; });
    if (!name.empty())
      names.push_back(name.str());
  }
  std::sort(names.begin(), names.end());
  names.erase(std::unique(names.begin(), names.end()), names.end());
  for (std::string name : names) {
    // A name too long for the listing's column runs into the " - "
    // separator and reads back with a trailing '-'.
    if (!mlirGoIsPassRegistered(wrap(StringRef(name))) &&
        StringRef(name).ends_with("-"))
      name.pop_back();
    if (const PassInfo *info = PassInfo::lookup(name)) {
      callback(wrap(info->getPassArgument()),
               wrap(info->getPassDescription()), false, userData);
    } else if (const PassPipelineInfo *info = PassPipelineInfo::lookup(name)) {
      callback(wrap(info->getPassArgument()),
               wrap(info->getPassDescription()), true, userData);
    }
  }
}

namespace {
/// Interns strings that must outlive every pass (MLIR keeps the anchor op
/// name of a pass as a StringRef).
StringRef intern(StringRef s) {
  static llvm::sys::SmartMutex<true> mutex;
  static llvm::StringSet<> *strings = new llvm::StringSet<>();
  llvm::sys::SmartScopedLock<true> lock(mutex);
  return strings->insert(s).first->getKey();
}

/// A pass whose behaviour lives behind C callbacks.
class GoPass : public Pass {
public:
  GoPass(TypeID passID, StringRef name, StringRef argument,
         StringRef description, std::optional<StringRef> opName,
         MlirGoPassCallbacks callbacks, void *userData)
      : Pass(passID, opName), name(name.str()), argument(argument.str()),
        description(description.str()), callbacks(callbacks),
        userData(userData) {}
  ~GoPass() override { callbacks.destruct(userData); }

  StringRef getName() const override { return name; }
  StringRef getArgument() const override { return argument; }
  StringRef getDescription() const override { return description; }
  bool canScheduleOn(RegisteredOperationName) const override { return true; }

  LogicalResult initializeOptions(
      StringRef options,
      function_ref<LogicalResult(const Twine &)> errorHandler) override {
    char *error = callbacks.initializeOptions(wrap(options), userData);
    if (!error)
      return success();
    std::string message(error);
    free(error);
    (void)errorHandler(message);
    return failure();
  }

  void runOnOperation() override {
    if (!callbacks.run(wrap(getOperation()), userData))
      signalPassFailure();
  }

  std::unique_ptr<Pass> clonePass() const override {
    return std::make_unique<GoPass>(getTypeID(), name, argument, description,
                                    getOpName(), callbacks,
                                    callbacks.clone(userData));
  }

private:
  std::string name, argument, description;
  MlirGoPassCallbacks callbacks;
  void *userData;
};
} // namespace

MlirPass mlirGoCreatePass(MlirTypeID passID, MlirStringRef name,
                          MlirStringRef argument, MlirStringRef description,
                          MlirStringRef opName, MlirGoPassCallbacks callbacks,
                          void *userData) {
  std::optional<StringRef> anchor;
  if (opName.length != 0)
    anchor = intern(unwrap(opName));
  return wrap(static_cast<Pass *>(
      new GoPass(unwrap(passID), unwrap(name), unwrap(argument),
                 unwrap(description), anchor, callbacks, userData)));
}
