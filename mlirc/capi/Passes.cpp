//===- Passes.cpp - Pass registry shims for Go --------------------------===//

// Built by CMake; the go command, which sees this folder as a Go package
// holding headers, must not compile it.
//go:build ignore

#include "MlirGo.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Pass.h"
#include "mlir/CAPI/Support.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/Mutex.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cstdlib>
#include <optional>
#include <string>
#include <vector>

using namespace mlir;

namespace {
/// The arguments of the passes registered through these shims. MLIR keeps
/// its pass registry private, so the listing enumerates the names recorded
/// here and looks each one up in the registry.
struct RegisteredNames {
  llvm::sys::SmartMutex<true> mutex;
  std::vector<std::string> names;
};

RegisteredNames &registeredNames() {
  static RegisteredNames *names = new RegisteredNames();
  return *names;
}

void recordPassArgument(StringRef argument) {
  RegisteredNames &names = registeredNames();
  llvm::sys::SmartScopedLock<true> lock(names.mutex);
  names.names.push_back(argument.str());
}
} // namespace

namespace mlir {
/// Registers a pass like mlir::registerPass and records its argument. The
/// generated registration functions included below call it in place of
/// mlir::registerPass.
static void registerAndRecordPass(const PassAllocatorFunction &function) {
  std::unique_ptr<Pass> pass = function();
  recordPassArgument(pass->getArgument());
  registerPass(function);
}

namespace gocore {
#define registerPass registerAndRecordPass
#define GEN_PASS_REGISTRATION
#include "mlir/Transforms/Passes.h.inc"
#undef registerPass
} // namespace gocore
} // namespace mlir

void mlirGoRegisterCorePasses(void) {
  static bool done = [] {
    mlir::gocore::registerTransformsPasses();
    return true;
  }();
  (void)done;
}

bool mlirGoRegisterPass(MlirStringRef argument, MlirGoPassFactory factory,
                        void *userData) {
  if (mlirGoIsPassRegistered(argument))
    return false;
  registerPass([factory, userData]() -> std::unique_ptr<Pass> {
    return std::unique_ptr<Pass>(unwrap(factory(userData)));
  });
  recordPassArgument(unwrap(argument));
  return true;
}

bool mlirGoListRegisteredPass(MlirStringRef argument) {
  if (!mlirGoIsPassRegistered(argument))
    return false;
  RegisteredNames &names = registeredNames();
  {
    llvm::sys::SmartScopedLock<true> lock(names.mutex);
    for (const std::string &name : names.names)
      if (name == unwrap(argument))
        return true;
  }
  recordPassArgument(unwrap(argument));
  return true;
}

bool mlirGoIsPassRegistered(MlirStringRef argument) {
  StringRef name = unwrap(argument);
  return PassInfo::lookup(name) || PassPipelineInfo::lookup(name);
}

void mlirGoForEachRegisteredPass(MlirGoPassInfoCallback callback,
                                 void *userData) {
  std::vector<std::string> names;
  {
    RegisteredNames &registered = registeredNames();
    llvm::sys::SmartScopedLock<true> lock(registered.mutex);
    names = registered.names;
  }
  std::sort(names.begin(), names.end());
  names.erase(std::unique(names.begin(), names.end()), names.end());
  for (const std::string &name : names) {
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

namespace {
/// Splits a comma-separated list of pass arguments into a set.
llvm::StringSet<> passArgumentSet(StringRef list) {
  llvm::StringSet<> set;
  SmallVector<StringRef> names;
  list.split(names, ',', /*MaxSplit=*/-1, /*KeepEmpty=*/false);
  for (StringRef name : names)
    set.insert(name.trim());
  return set;
}
} // namespace

void mlirGoPassManagerEnableIRPrintingFor(
    MlirPassManager passManager, MlirStringRef before, MlirStringRef after,
    bool beforeAll, bool afterAll, bool moduleScope, bool afterOnlyOnChange,
    bool afterOnlyOnFailure, MlirOpPrintingFlags flags) {
  auto shouldPrint = [](llvm::StringSet<> names, bool all) {
    return [names = std::move(names), all](Pass *pass, Operation *) {
      return all || names.contains(pass->getArgument());
    };
  };
  unwrap(passManager)
      ->enableIRPrinting(
          shouldPrint(passArgumentSet(unwrap(before)), beforeAll),
          shouldPrint(passArgumentSet(unwrap(after)),
                      afterAll || afterOnlyOnFailure),
          moduleScope, afterOnlyOnChange, afterOnlyOnFailure, llvm::errs(),
          *unwrap(flags));
}
