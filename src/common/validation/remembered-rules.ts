import { getMetadataStorage } from 'class-validator';

type Storage = ReturnType<typeof getMetadataStorage>;
type Rules = ReturnType<Storage['getTargetValidationMetadatas']>;

/** The storages already taught to remember. */
const remembering = new WeakSet<Storage>();

/**
 * Lets class-validator work out once per class which of its rules apply, rather than on every
 * validation. It looks through the rules of every class it knows for inherited ones, then groups
 * the class's rules by property: about 40 µs of the browse page's query, on every request. The
 * answer only changes when a class with rules is defined, which clears what was kept. Only plain
 * validations are kept (no groups or schema: the app uses neither); validation itself, and what it
 * finds, are unchanged.
 */
export function rememberValidationRules(storage: Storage = getMetadataStorage()): void {
  if (remembering.has(storage)) return;
  remembering.add(storage);
  const rulesOf = storage.getTargetValidationMetadatas.bind(storage);
  const groupOf = storage.groupByPropertyName.bind(storage);
  const addRule = storage.addValidationMetadata.bind(storage);
  // By class, then by the two options that change the answer; all of it forgotten when a rule
  // is added.
  let kept = new WeakMap<object, Map<string, Rules>>();
  let grouped = new WeakMap<Rules, ReturnType<Storage['groupByPropertyName']>>();

  storage.addValidationMetadata = (metadata) => {
    kept = new WeakMap();
    grouped = new WeakMap();
    addRule(metadata);
  };
  storage.getTargetValidationMetadatas = (target, schema, always, strictGroups, groups) => {
    if (schema || groups?.length) return rulesOf(target, schema, always, strictGroups, groups);
    let byOptions = kept.get(target);
    if (!byOptions) kept.set(target, (byOptions = new Map<string, Rules>()));
    const options = `${always}|${strictGroups}`;
    let rules = byOptions.get(options);
    if (!rules)
      byOptions.set(options, (rules = rulesOf(target, schema, always, strictGroups, groups)));
    return rules;
  };
  storage.groupByPropertyName = (rules) => {
    let byProperty = grouped.get(rules);
    if (!byProperty) grouped.set(rules, (byProperty = groupOf(rules)));
    return byProperty;
  };
}
