import { clausesOf, contentTerms, opensAQuestion, type ReadMessage } from "./normalize";
import { matches } from "./pattern-gate";
import { DAY } from "./vocabulary";

/**
 * Patterns that decide before any scoring. They are safety rules: someone held by the police
 * must always be told to call, someone in danger must be given the emergency contacts first,
 * a question that needs a lawyer's judgement must never get a guessed answer, and a request the
 * firm's assistant cannot serve must not be dressed up as one it can. They run over the
 * message's English reading, where shorthand, Krio and misspellings are already folded
 * ("dem don hold mi broda na station" reads "they has hold my brother at station").
 */
const FORCES =
  "(police|policeman|policemen|cops?|cid|fsu|acc|osd|immigration|(?<!\\b(housing|welfare|social|loan|credit|field|project|programme|program|health|extension|customer|desk|finance|education|protection|liaison|probation|medical|nursing|agricultural|ngo) )officers?|soldiers?|army|military|navy|naval|marines?(?! (cargo|insurance|claims?|policy|survey\w*|engineer\w*|products?))|coast guard|prison officers?|warders?|gendarmes?|security men|men in uniform|uniformed men|anti corruption commission|anti corruption|state security|security forces)";

/** The forces only spoken to, gone to or testified against, not acting: "he found out I talked to police. His boys are waiting at my gate". */
const NOT_ONLY_TOLD =
  "(?<!\\b(talked|talking|talk|spoke|speak|reported|report|told|tell|informed|inform|go|goes|going|went|run|ran) (to )?(the )?)(?<!\\b(gave|give|given|giving) (\\w+ ){1,3}to (the )?)(?<!\\b(report|reports|reported|reporting|take|took|carry|carried) (am|him|her|them|it|the matter|the case|dem) to (the )?)(?<!\\bagainst (a |an |the )?(\\w+ ){0,2})";

/** Whom the police may be holding: "keep my brother", Krio "mi man" (her husband), not "keep my car". */
const RELATION =
  "(brother|sister|son|daughter|father|mother|husband|wife|uncle|aunt|aunty|auntie|cousin|nephew|niece|friend|boy|girl|child|children|pikin|boss|colleague|captain|apprentice|manager|director|dad|daddy|papa|mum|mom|mummy|mama|grandson|granddaughter|grandfather|grandmother|grandpa|grandma|grandchild|fiance|fiancee|boyfriend|girlfriend|partner|man|woman|driver)";
const RELATIVE = `(my|our|his|her|their) ${RELATION}`;
const PERSON_HELD = `him|her|them|me|us|am|${RELATIVE}`;

/** Things held that are not people: "they won't release her account", "customs nor gree release am" (the container). */
const GOODS =
  "accounts?|salary|money|dollars?|cash|leones|pay|goods|barrels?|drums?|cars?|vehicles?|shop|phone|documents|papers|passport|certificates?|results|containers?|cargo|shipment|load|land|house|property|things|fish|rice|cocoa|coffee|bags|gold|diamonds?|planks?|timber|logs|minerals?|cartons?";
/** What the police took when it was a thing ("took my licence", "take all me goods": Krio "me" is "my"), unless a person goes with it ("my phone and my brother", "my okada rider"). */
const THINGS = `${GOODS}|statements?|reports?|fingerprints|details|licen[cs]e|bike|motorbike|moto|okada|keke|engine|nets?|boat|canoe|motor|generator|machine|tools|fridges?|freezers?|tvs?|television|furniture|chairs?|tables?|mattress|stock|items|belongings|laptops?|computers?|radio|phones|receipts?|carts?|wheelbarrows?|metal|scrap|pots?|pans?|ovens?|stalls?|leases?|bicycles?|loans?|goats?|cows?|cattle|sheep|pigs?|animals?|livestock|poda poda|taxis?|bus|buses`;

/** Those a business deals with, whose "dealing with us" is trade, not a threat ("banks and partners will deal with us"). */
const DEALING_PARTIES = "partners?|banks?|companies|customers?|clients?|investors?|suppliers?|businesses";

/** Trades that make a thing's word a person: "my okada rider", "our stock keeper", "the tv repairer". */
const PEOPLE_BY_TRADE =
  "rider|driver|boy|man|owner|with|keeper|repairer|guy|carpenter|seller|dealer|technician|mechanic|apprentice|workers?|vendor|trader|person|people|girl|woman|attendant|operator|clerk";
/** Words that join a second thing or a person to the first: "my laptop en mi broda", "me stock plus me pikin". */
const JOINED = "(and|an|en|n|plus|with|wit)";
/** A person after a thing: "him", "my brother", or "my" or "the" before any word that is not a thing. */
const A_PERSON_NAMED = `(${PERSON_HELD}|(my|our|his|her|their|the|me) (?!(${THINGS})\\b)\\w+)`;
const A_THING_TAKEN = ` ((all (my|our|his|her|their|the|me)|my|our|his|her|their|the|a) )?(\\w+ )?(${THINGS})\\b(?! (\\w+ )?(${PEOPLE_BY_TRADE})\\b| (${PERSON_HELD})\\b| ${JOINED} (((my|our|his|her|their|the|me) )?(\\w+ )?(${THINGS}) ${JOINED} )?${A_PERSON_NAMED}\\b)`;
/** What is arrested or seized when it is not a person: "our vessel has been arrested", "our boat was seized by the navy". */
const NOT_A_PERSON =
  "vessels?|ships?|tankers?|barges?|tugs?|boats?|trawlers?|canoes?|cargo|containers?|goods|assets|accounts?|cars?|vehicles?|catch|consignments?|shipments?|trucks?|lorry|lorries|medicines?|medical supplies|wheelchairs?|equipment|machines?|machinery|generators?|parcels?|packages?|luggage|chemicals?|supplies|materials|products|spare parts|pumps?";
/**
 * …nor what follows the word for an arrest, where the thing ends what is said or is followed by
 * where, when or why: "they arrested our vessel at the quay", "dem don arrest di trawler since
 * monday". Anything else after it may be a person ("the boat and my brother", "the truck driver",
 * "the car with my husband inside"), and then it stays an arrest.
 */
const NOT_OF_A_THING = `(?! ((the|our|my|a|their|his|her) )?(\\w+ )?(${NOT_A_PERSON})(?= (at|in|on|over|for|from|since|by|because|due|yesterday|today|this|last|till|until|pending|near|carrying|containing|loaded|full|of)\\b|$))`;

/** A crowd or attackers outside: the visitor inside is sheltering from them, not held. */
const CROWD_OUTSIDE = `(mob|gang|attackers?|crowd|youths|men|boys|thugs|people|supporters|fans) (\\w+ ){0,6}(is |are |has |have |dem )?(gathered|gathering|gather|outside|surround\\w*|attacking|throwing|stoning|stone|threatening)`;
/** An attack on the place the visitor is in: banging at the door, a fire, stones, a threat told. */
const ATTACK_AT_THE_DOOR = `(banging|knocking|(hit|hits|kick|kicks|bang|bangs|knock|knocks) (on )?(my|our|the) (door|gate|window)|break in|breaking in|fire (in|on|at) (our|the|my)|on fire|set fire|burning|alight|with (sticks|cutlass\\w*|machetes?|knives|knife|guns?)|(throw|throwing|trow) (stones?|ston) (at|@)|threatening to|(come|cum) back (\\w+ )?(to|2) (burn|break|beat|kill|cut)|(wait|waiting) (for|fo) (me|my|us|him|her) outside|(burnt|burned) (our|the|my)|(they|dem) (are|is) (still )?(outside|throwing|stoning)|stoning|roof off|took the roof|pour\\w* petrol|(dem|they|he|she) (want|wan|wants|go|will|gonna) burn (the |our |my |this )?(house|home|shop|room|compound|place|am|us|we)|(say|said|says|saying|shout\\w*) (\\w+ ){0,3}(will|go|gonna) (kill|deal with|hurt|beat|cut|shoot|stab|wound) (me|us|anyone|anybody))`;

const DETENTION = [
  // Held at a post of the forest guards, the border or the army: "dem lock my broda na di forest guard post since yesterday".
  new RegExp(
    `\\b(lock|locked|hold|holding|held|keep|keeping|kept|detain|detained|detaining) (${PERSON_HELD}) (at|in|inside|na) (the |di )?(\\w+ )?(guard post|border post|checkpoint|police post|army post)\\b`,
  ),
  // Held by the forest guards, who may arrest as the police do: "forest guards holding my driver at the checkpoint since morning".
  new RegExp(
    `\\b(forest|reserve|park) guards? (has |have |don |are |is |dey |de )?(hold|holding|held|lock|locked|keep|keeping|kept|detain\\w*|arrest\\w*) (${PERSON_HELD})\\b`,
  ),
  // Someone tied or chained to a tree or post, by whoever holds them: "mining security don tie my brother for tree since morning".
  // "He tied me up and beat me" at home is danger, answered below.
  new RegExp(`\\b(tie|tied|tying|chain|chained|chaining) (up )?(${PERSON_HELD})( up)? (to|for|on|at|against) (a |the )?(tree|post|pole|pillar)\\b`),
  // The police beating someone now have them: "police dey bit me husband na Lumley station since 3am".
  new RegExp(
    `\\b${FORCES} (is|are|dey|de) (beat|beating|bit|biting|flog|flogging|torture|torturing|slap|slapping|kick|kicking) (${PERSON_HELD}|me (?!out\\b)\\w+)\\b(?! out\\b)`,
  ),
  // "our vessel has been arrested" is a shipping matter, not a person held; a shop on Pademba Road, a guesthouse near it or the way to the office from it is not the prison there.
  new RegExp(
    `(?<!\\b(${NOT_A_PERSON})( \\w+){0,6} )(?<!\\b(have|get|got|had|need|needs|want|wants) (it|them) )(?<!\\b(should|must|shud|ought to|deserves? to|needs? to) be )(?<!\\b(want|wan|wants|need|needs) (him|her|them|am|dem) (to be |to get )?)\\b(arrested|arested|rearrested|re arrested|detained|detaind|detaned|under arrest|remanded|remand|(?<!\\b(sell|sells|selling|shop|store|stall|market|along|on|near|opposite|behind|past|office from|chambers from)\\b.{0,20})(?<!\\b(warder|warders|officer|officers|works?|working|worked|job|post\\w*) (at|in) (the )?)pademba( road)?(?!( road)? (court|magistrate)))\\b${NOT_OF_A_THING}`,
  ),
  new RegExp(`\\b(dem|they) (has|have|don) arrest\\b${NOT_OF_A_THING}`),
  // A cry of a few words: "arrest pls help", "detained help now"; not a question about one, nor one that is over.
  new RegExp(
    `^(?!(\\S+ ){6}\\S)(?!.*\\b(how|what|can|could|if|do|does|when|why|warrant|clearance|record|last|ago|was|were|released|bail|report|certificate|${NOT_A_PERSON})\\b)(\\w+ ){0,2}(arrest|arrested|arested|detained|detain)( \\w+){0,2} (please|help|abeg|urgent|quick|now)\\b`,
  ),
  // "they never let him go home", "they won't release her".
  new RegExp(
    `^(?=.*\\b(${FORCES.slice(1, -1)}|station|cell|custody|detained|lockup|jail|prison|the oc|central police|(been|waiting|sitting|still|is|are|am) at central)\\b).*\\b(never|not|wont|dont|didnt|did not|refuse|refused|refusing) (to )?(let (${PERSON_HELD}) (go|leave|out|come)|allow (${PERSON_HELD}) (to )?(go|leave)|release (${PERSON_HELD})|free (${PERSON_HELD}))\\b`,
  ),
  /\b(in|inside) (the |a )?(lockup|lock up|cell|cells)\b/,
  // "as I'm typing they are taking my wife from the shop for questioning".
  /\b(taking|took|taken|carried|carrying|carry|picked up|picking up|dragged|dragging)\b (\w+ ){0,6}for (questioning|interrogation)\b/,
  /\bhandcuff\w*\b|\bpolice van\b|\b(enter|entered) (the )?(cell|cells|jail|prison|lockup)\b|\barresting (me|him|her|us|them|am|my \w+)\b|\bjuvenile (centre|center|home)\b/,
  // Asking for a lawyer at the station or the prison now ("wey una lawyer fo go Kenema prison?"): someone is held there.
  /\b(lawyer|attorney|someone|somebody) (to |for )?(come|go)( down)? (to )?(the )?(\w+ )?(police station|police post|station|cid|central police|prison|jail)\b/,
  // Serving a sentence now: "my brother is in Mafanta serving 4 years".
  /\b(is|are|hes|shes|im|i am) (\w+ ){0,3}serving (\w+ ){0,2}(years?|yrs|months?|sentence|term)\b/,
  new RegExp(
    `(?<!\\b(can|could|fit|may|might) (they|dem|police|the police|he|she|you|una|somebody|someone|anybody|anyone) )(?<!\\b(they|dem|police|the police|he|she|you|una|somebody|someone|anybody|anyone) (can|could|fit|may|might) )\\barrest (me|him|her|us|them|am|everybody|everyone|all of us|(my|our)(?! (${NOT_A_PERSON})\\b))\\b|\\b(they|dem|police) (has |have |don )?(hold|held|holding) (two|three|four|five|\\d+) of (us|we)\\b`,
  ),
  // Held still, moved on, or not come out: "he has been inside since Tuesday", "transferred to the prison"; but inside
  // while a mob or attackers are outside, or while someone bangs at the door, sets a fire (or pours petrol to), or takes the roof off, is sheltering.
  new RegExp(
    `(?<!\\b(things|belongings|goods|property|land|plot|plots|farm|site|reserve|stuff|load|items|documents|papers|books|notes|thesis|files?|data|pictures|photos|clothes|tools|bags|luggage|furniture|money|cars?|family|children|grandchildren|kids|grandkids|child dem|pikin dem|everybody|everyone|customers|orders|fabrics|stock|wares|materials|products|bales?|pieces|lawyers?|loya|phones?|machines?|computers?|laptops?|equipment|generators?|motorbikes?|bikes?) (dem |them )?(no |not |nor )?)(?<!\\b(no|not|nor|never) )\\b(been|is|are|still) (inside|in there)\\b(?<!\\b${CROWD_OUTSIDE}\\b.*)(?!.*\\b${CROWD_OUTSIDE}\\b)(?<!\\b${ATTACK_AT_THE_DOOR}\\b.*)(?!.*\\b${ATTACK_AT_THE_DOOR}\\b)(?! (with|for the (meeting|consultation)|the (office|chambers|meeting|house|room|yard|compound)|(the |my |a |our )?(farm|container|containers|warehouse|store|port|market|church|bush|shop|bathroom|toilet|bedroom|kitchen|room|wardrobe)|(my|our|the|his|her|their|di) (contract|agreement|papers?|documents?|letter|bag|pocket|account|receipt|lease|concession|boundary|boundaries|licen[cs]e|zone|area)|(\\w+ )?(i|we|she|he|e) (lock|locked|hide|hiding|hid)\\b))|\\b(has|have|had) not come out\\b|\\btook (him|her|them|my (?!(land|house|property|things|goods|money|car|shop)\\b)\\w+) in\\b|\\bawaiting trial\\b`,
  ),
  new RegExp(
    `\\bdetain(ed)? (${PERSON_HELD}|(my|our|his|her|their) (?!(\\w+ )?(${NOT_A_PERSON}|${GOODS})\\b)\\w+|(the|all the|all) (crew|captain|fishermen|sailors|seamen|men|boys|workers|passengers|drivers?|riders|youths|students))\\b`,
  ),
  // Calling from a cell; taken at dawn with a warrant and now at a named station.
  /\b(called|calling|texted|texting|wrote|writing) (me |us )?from (a |the )?(\w+ ){0,2}(police )?(cell|cells|station|jail|prison|lockup)\b|\bcame with (a )?warrant\b.{0,40}\btook\b/,
  new RegExp(`\\btook (my|our|his|her) ${RELATION}\\b.{0,30}\\bnow (at|in)\\b`),
  // "dem don put mi pikin na lockup"; "I am at Lumley police station now, they said I cannot leave".
  new RegExp(
    `(?<!\\b(can|could|may|might|will|would|go) )\\bput (${PERSON_HELD}|my \\w+) (at|in|inside|into|for) (the |a )?(police )?(station|cell|cells|jail|prison|custody|lockup|lock up)\\b`,
  ),
  /^(?=.*\b(police|station|cell|cid|custody)\b).*\b(said|say|says|told me) (i|we|he|she) (cannot|cant|can not|must not) (leave|go)\b/,
  /\b(transferred|moved|taken|sent) (\w+ ){0,4}(to|into) (the )?(prison|correctional|remand|pademba|jail|cell|barracks)\b|\b(correctional (centre|center)|juvenile detention|(?<!\b(lock|locked|hide|hid|hiding) (myself|misef|mysef|ourselves|ourself) (in|at|inside) (the )?)guard ?room|(?<!\b(guards?|our|their|company) )(?<!\b((is|was|at|na|a|an|as) (soldier|officer|soja)|works?|working|lives?|living|stationed|posted|based) (at|in|inside|na) (the )?(\w+ )?)(?<!\b(from|near|opposite|behind|beside|past|close to|(supply|supplies|supplying|deliver|delivers|delivering|sell|sells|selling) (\w+ ){0,3}(to|for)) (the )?(\w+ ){0,2})barracks(?! (sits|is on|land|house|houses|quarters|shop|shops|market|school|road|junction)\b))\b/,
  /\brelease\b.{0,25}\bfrom (the )?(police|station|cell|cells|custody|jail|prison|lockup)\b|\bin (jail|prison|custody|detention|cell)\b.{0,20}\bsince\b/,
  /\btook (him|her|them|my \w+)\b.{0,40}\b(not seen|cannot find|cant find|dont know where)\b|\bat (the )?cid\b|\b(nobody|no one|dont|do not|we dont) (knows?|know) where (they|dem|the \w+) (took|carried|carry|take|have taken|kept|keep|are keeping|is keeping) (him|her|them|my \w+)\b/,
  // The forces acting on someone, not a person's work told beside what others did: "my husband is a soldier and he came home
  // drunk", "killed on duty as a police officer; his family took the papers", "soldier husband" ("there is a soldier at the door" is held).
  new RegExp(
    `(?<!\\b(?<!\\bthere )(is|was|am|as) (a|an) (\\w+ )?)(?<!\\b(${THINGS}) (that |which |wey )?(the )?)(?<!\\b(does|do|did|will|would) (the )?)(?<!\\b(near|past|opposite|behind|beside) (the )?(\\w+ )?)(?<!\\b(get|go|come|coming|walk|walking|directions|way|reach|far) (\\w+ ){0,4}from (the )?(\\w+ )?)${NOT_ONLY_TOLD}(?<!\\b(if|when|whenever|once|in case) (the )?)\\b${FORCES}\\b(?! (papers?|reports?|statements?|clearance|abstract|forms?|records?|certificate|case|cases|matter|matters|problem|problems|palaver|husband|wife|family|brother|sister|son|daughter|father|mother|uncle|cousin|ex|boyfriend|girlfriend|fiance)\\b).{0,50}\\b(took|take(?! action| (them|him|her|us|me) to court)|taken|taking|(?<!\\b(not|nor|never|no|didnt|havent|hasnt|yet to|no one is|nobody is|none is|nobody|no one|no one has|nobody has|none has|none of them has) )(?<!\\b(can|could|may|should|shall|do|will|when|before|after|if) (i|we) )(?<!\\b(if|when|whenever|once|in case) (the )?(police|soldiers|officers|they|dem) )(came|come|coming)(?! (and|an|to|for) (seize|seized|take|took|carry|carried|collect|collected|remove|removed|confiscate|confiscated|seal|sealed|pack|packed)( all)?( (my|our|his|her|their|the|me))? (\\w+ ){0,2}(${THINGS})\\b)|carried|carry|picked|pick|hold|holding|(?<!\\b(exercise|meeting|election|elections|ceremony|funeral|burial|wedding|programme|program|event|festival|parade|interview|exams?|verification|screening|rally|match|conference|workshop|training|service|party|celebration) (will |shall |is to |is going to |to |would )?be )held|locked|lock|raided|raid|(seized|seize|seizing)(?= (him|her|them|me|us|${RELATIVE})\\b)|(?<!\\b(can|could|may|should|must|are|do|does|is it legal for|allowed to|right to|let) (the )?\\w+ )search|searching|looking for|detain|dragged|(is |are |were )?outside (?=(my|our|the|his|her|their|your)\\b)|(is|are|were) (outside|downstairs)|(?<!\\b(i|we|a) )(asking|asked|ask) (\\w+ ){0,3}(for|about) (me|him|her|us|my \\w+)|(at|in|inside|in front of) (my|our|the|his|her|their) ((mission|church|front|back|family|main|${RELATION}s) )?(door|gate|house|home|shop|office|compound|warehouse|store|yard|workshop)|(?<!\\b(not|nor|never|no) )(is|are) here)\\b(?!(?<=\\b(took|take|taken|taking|carried|carry|picked|pick|hold|holding|held|locked|lock))(${A_THING_TAKEN}| it\\b))`,
  ),
  // "How many years does it take to become an inspector in the police" takes nobody.
  new RegExp(
    `(?<!\\b(does|will|would|did|can) it )(?<!\\b(you|una|office|firm|chambers|lawyers?) )(?<!\\b(${THINGS}) (that |which |wey )?(they|dem|police|the police) )(?<!\\b(my|our|his|her|their|the) (\\w+ )?(${THINGS}) (was|were|is|are|has been|have been|got|get|don|been) )\\b(took|take|taking|taken|picked|pick up|carry|carried|carrying|drag|dragged|dragging|held|holding|hold|kept|keeping|locked|lock|detained|sent|threw|thrown|pack|packing|packed|loaded|loading)(?!${A_THING_TAKEN}| (off|away) (\\w+ ){0,4}(${THINGS})\\b| (me|us|him|her|them) out\\b| (himself|herself|themselves|myself|ourselves) (in|inside)\\b| it\\b(?! and)) .{0,40}\\b(police|station|cell|cells|cid|jail|prison|custody(?<!\\b(get|gets|got|have|has|had|give|gives|gave|grant|granted|win|won|full|joint|sole|shared|with|about|child|seeking|seek|fight) custody)|checkpoint|police post|fsu|barracks)\\b`,
  ),
  /\b(is|are|was|were|been|still|now|currently|kept|put|thrown|sitting|spent|stuck|remains|remained|i am|im|i m|am) (at|in|inside|into) (the |a |an )?((?!(bus|train|petrol|filling|fire|lorry|taxi|railway|radio|gas|power|poda|keke|service)\b)\w+ )?(police )?(station|cell|cells|jail|prison|custody|detention|lockup|lock up|fsu|cid)\b/,
  /\b(into|in) police (custody|cell|cells|detention)\b|\bin (custody|detention)\b(?! (matters?|cases?|battles?|disputes?|issues?|law|of (a|the|my|our|his|her) (child|children|kids?|son|daughter)))/,
  // "he has not been let go", "helping the police with their enquiries", "they still have him", "lock my brother inside, no bail".
  /(?<!\b(budget|money|funds?|salary|salaries|allowances?|payments?|results?|goods|cargo|containers?|documents?|visa|passport|loan|grant|arrears) )\b(has|have|had|was|were) (not|never|still not) been (let go|released|freed|charged or released)\b|\bhelping (the police )?with (their |the )?(enquiries|inquiries|investigations?)\b/,
  new RegExp(`^(?=.*\\b${FORCES}\\b).*\\b(they|he|she) (still )(have|has|got|get|hold|holds|keep|keeps) (${PERSON_HELD}|my \\w+)\\b`),
  new RegExp(`^(?=.*\\b(bail|charge|charged|charges)\\b).*\\b(lock|locked|locking) (${PERSON_HELD}|my \\w+) (inside|in)\\b`),
  // "they still don't want to release my brother", "they put my son in a car", "arrested yesterday, still at Lumley".
  new RegExp(
    `^(?!.*\\b(${GOODS}|port|quay|wharf|customs|consignee|lading|shipped|warehouse)\\b).*\\b(not|never|dont|wont|refuse|refused|refusing)\\b( \\w+){0,3} (release|free) (${PERSON_HELD})\\b(?! (${GOODS}))`,
  ),
  new RegExp(
    `\\b(put|pushed|threw|have|has|had|bundled) (${PERSON_HELD}) (in|into|inside|at) (the back of )?((a|the|their|an) )?(car|van|pickup|pick up|vehicle|truck|jeep)\\b`,
  ),
  // Krio "a nor no usai dem kari am" (I do not know where they took him), "a de na dem moto" (I am in their car).
  new RegExp(
    `\\b(not|nor|dont) (no|know) where (they|dem) (took|take|carry|carried|tek)\\b|\\b(i|a|he|she|they|we|${RELATIVE}) (is|am|are) (at|in|inside) (their|dem|the police|a police|the cid|a cid) (car|van|vehicle|moto|motor|truck|pickup|jeep)\\b`,
  ),
  // "they have not allowed him to go home since Friday"; Krio "e de fo sel" (he is in the cell).
  new RegExp(`\\b(not|never|nor) (allowed|allow|let) (${PERSON_HELD}) (to )?(go|leave|come)( home| out)?\\b.{0,20}\\bsince\\b`),
  /\b(is|are|still) (fo|for) (the )?(police )?(cell|cells|jail|prison|station|lockup)\b|\b(beat|beating|beats|holding|keep|keeping|kept) (\w+ ){0,3}(for|fo|at) (the )?(police )?(cell|cells|lockup)\b/,
  // "dem jus grab me cousin na Aberdeen, dem put am inside di van".
  new RegExp(
    `\\b(grab|grabbed|seized|took|carried|dragged) (my|our|his|her|their|me) ${RELATION}\\b.{0,40}\\b(put|pushed|threw|bundled) \\w+ (in|into|inside) (the|a|their|an) (car|van|pickup|vehicle|truck|jeep)\\b`,
  ),
  /^(?=.*\barrest\w*\b).*\bstill (is|are) (at|in)\b/,
  // Not a threat of it: "pay the fine in parts or they will lock me up?", Krio "dem go lock me up?".
  // Krio "dem don lock mi mama" (they have locked my mother up), not locked in a room or out of the house.
  new RegExp(`\\b(dem|they) (has|have|don) (lock|locked) (${PERSON_HELD})\\b(?! (out|outside|away|in|inside|insai|at|na)\\b)`),
  /(?<!\b(will|would|might|may|could|go|gonna) )(?<!\b(time|when|before|after|till|until) (i|we|a|they|dem) )\block(ed)? (\w+ ){0,2}up\b/,
  // Krio "dem lɔk mi brɔda" (they have locked my brother up) where a station is named: locked away, not locked out, nor in a room at home.
  new RegExp(
    `^(?=.*\\b(station|police|cell|cells|cid|jail|prison|custody|lockup)\\b).*\\b(they|dem|${FORCES.slice(1, -1)}) (has |have |don )?(lock|locked) (${PERSON_HELD})\\b(?! (out|outside|from))`,
  ),
  /\b(my|our|his|her|their) (?!(boss|bosses|colleagues?|manager|supervisor|staff|workers?|coworkers?|director|presenter|producer|listeners)\b)\w+ (is |are |still )?(at|in) (the )?(police )?(station|cell|cells|jail|prison|custody)\b/,
  /(?<!\b(near|from|opposite|behind|beside|to|past|by|close to|next to) (the )?)\b(at|in|inside) (the )?(police station|police post|police cell|police headquarters|cid office|cid headquarters)\b/,
  new RegExp(
    `${NOT_ONLY_TOLD}\\b${FORCES}\\b(?!s? (wife|wives|husband|family|son|daughter|children|pikin|brother|sister|mother|father|widow|girlfriend|boyfriend)\\b).{0,30}\\b(knocked|knocking|knock|banging|door|gate|surround|surrounded)\\b`,
  ),
  // "dem don surround the house, soldier and police… dem de enter now": the forces named after the house they surround.
  new RegExp(
    `\\b(surround|surrounded|surrounding) (the|my|our|we|di) (house|compound|home|shop)\\b (\\w+ )?${FORCES}\\b|\\b${FORCES} (\\w+ ){0,3}(has |have |don |is |are )?(surround|surrounded|surrounding) (the|my|our|we|di) (house|compound|home|shop)\\b`,
  ),
  // Come to the house and still at its door, however long the story between: "police don cam na we os dis nite… dem de na di door now".
  new RegExp(`^(?=.*\\b${FORCES}\\b).*\\b(they|dem|police|soldiers) (is|are) (at|by|outside|in front of) (the|my|our|we|di) (\\w+ )?(door|gate)\\b`),
  new RegExp(
    `\\b${FORCES} (has|have|got|are keeping|is keeping|hold|held|holding|put) (${PERSON_HELD})\\b(?<!\\bput \\w+(?= down (for|on)\\b))|(?<!\\b(${NOT_A_PERSON})( \\w+){0,3} )\\b(held|detained|kept|taken|picked up|lifted|nabbed|carried|arrested|seized|grabbed) by (the )?${FORCES}\\b`,
  ),
  new RegExp(
    `\\b(they|dem|police) (has |have |don )?(hold|held|holding|have|has) (${PERSON_HELD}) (inside|there|at(?! (the )?(port|quay|wharf|customs|warehouse)\\b))\\b|\\b(they|dem) (has |have |don )?(hold|held|holding) (him|her|me|us|${RELATIVE})\\b(?! (collar|neck|throat|shirt|hand|hands|arm|arms)\\b)(?! (${GOODS})| (at|in|for|na) (the )?(port|quay|wharf|customs|warehouse)\\b)|^(?!.*\\b(container|customs|cargo|consignment|shipment|goods|boat|canoe|vessel|ship|trawler)\\b).*\\b(they|dem) (has |have |don )?(hold|held|holding) (am|them)\\b(?! (${GOODS})| (at|in|for|na) (the )?(port|quay|wharf|customs|warehouse)\\b)`,
  ),
  new RegExp(
    `\\b(is|are|still) (at|in) (\\w+ ){0,2}police\\b|\\b(police|soldiers|army|cid|osd) (dem )?(has |have |don )?(enter|entered|entering) (we|our|my|the) (compound|house|home|yard|shop)\\b|\\b(they|dem|police) (is|are) (hold|holding) (me|us|him|her|am)\\b(?! (${THINGS})\\b)|\\b(e|he|she|they|dem|am|him|her) is (\\w+ )?(police station|police post|station|cell|lockup|prison|jail)\\b|(?<!\\b(called|call|calling|phoned|rang|alerted) (the )?)\\bpolice\\b.{0,60}\\b(is|are) (there|inside)\\b`,
  ),
  // "kept ashore at the unit's offices for questioning… to secure their release today".
  new RegExp(
    `\\b(kept|held) (\\w+ ){0,6}for (questioning|interrogation)\\b|(?<!\\b(${NOT_A_PERSON})\\b.{0,100})\\bsecure (their|his|her|my|our) (\\w+ )?release\\b`,
  ),
  // "my brother is being held there", not goods held at the port nor a sister held at home by her husband (a danger, not a detention).
  new RegExp(
    `\\b(${PERSON_HELD}|he|she|they|i|we) (is|are|am) being (held|detained)\\b(?! (at|in) (the )?(port|quay|wharf|customs|warehouse|house|home|room)\\b| by (?!(the )?${FORCES}))`,
  ),
  // Kept by officers in a room at the airport or their office: "stopped by immigration at Lungi… still locked in a room there".
  new RegExp(`^(?=.*\\b${FORCES}\\b).*\\b(locked|kept|held|detained) (up )?(in|inside) (a|an|the|their) (\\w+ )?(room|office|container)\\b`),
  // Writing from a cell, or someone taken from home by men who said they were police.
  /\b(from )?inside (the |a |this )?(station|cell|cells|jail|prison|lockup|lock up|custody)\b/,
  new RegExp(
    `\\b(taken|took|picked|carried|dragged|abducted)\\b.{0,40}\\b(from|out of) (his|her|my|our|their|the) (house|home|shop|room|compound|office|work)\\b.{0,60}\\b${FORCES}\\b`,
  ),
  new RegExp(`\\b${FORCES}\\b.{0,20}\\b(keep|keeps|kept|keeping) (${PERSON_HELD})\\b`),
  // Still there since last night: the station named, then how long someone has been in it.
  /\b(police|station|cell|cells|cid|jail|custody|police post)\b.{0,90}\b(since (last|yesterday|this|morning|the|\d|two|three|four|five|[a-z]+day)|still (there|inside|in there|held)|for (\d+|two|three|four|five|six|seven) (days|nights|weeks))\b/,
  // Held and kept from leaving; a family going from station to station after someone was taken.
  new RegExp(`^(?=.*\\b(${FORCES.slice(1, -1)}|station|cell|custody|held|detained)\\b).*\\bnot (being )?(allowed|let) (to )?(leave|go)\\b`),
  /\b(checked|searched|went to|gone to|visited|tried|asked at|moved between) (\w+ ){0,2}(stations|police stations|cells)\b/,
  // Krio order and forms: "na cell dem put mi broda", "mi wef de custody", "he still de station", "dem go transfer mi boy from the cell".
  /\b(cell|cells|jail|lockup|prison|station) (dem|they) (put|keep|kept|hold|held|lock|locked) (my|our|him|her|am|them)\b|\b(they|dem|police|soldiers) (is|are) arresting\b|\b(is|are) arrest(ing)? (people|boys|everybody|everyone|youths?|men)\b|\b(at|na) (me|him|her|us) (dem|they) (arrest|hold|catch)\b|\b(is|am|are|still) at central\b|(?<!\b(boats?|canoes?|engines?|nets?|cars?|goods|phones?|money|containers?|motorbikes?|okadas?|kekes?|papers|documents) ((and|an|en) (the |my |our )?\w+ )?(is|are) )\bstill (is |de |dey )?with (dem|them|the police)\b|\bwarrant\b.{0,80}\b(searching|coming with them|taking (him|her|them))\b|\b(i|we|he|she|they) (is|am|are) (\w+ ){0,2}police (station )?now\b|\b(dem|they) (has |have |don )?(grab|grabbed|catch|caught|ketch) (my|our|his|her) (\w+ )?(child|pikin|son|daughter|brother|sister|husband|wife|guy|friend|boy|girl|mother|mama|father|papa|uncle)\b|\b(is|are|am|still) (police )?(custody|cell|lockup)\b(?! (of|battle|case|matter|dispute|fight|hearing))|\bstill (is |de |dey )?(at |in )?(the )?(police )?station\b|\b(transfer|move|moving|transferring|carry)\b (\w+ ){0,3}(from|out of) (\w+ ){0,2}(cell|cells|station|prison|jail)\b/,
  // "Customs have my wife at Lungi", "they still have my son": an authority, or "they", holding a relative.
  new RegExp(
    `\\b(they|dem|${FORCES.slice(1, -1)}|customs|nra) (still )?(have|has|got|get|don get|are holding|is holding|are keeping|is keeping) (my|our|his|her|their) ${RELATION}\\b`,
  ),
  // The forces come to take someone and wait at the door: "the police told me to come with them to the station. They are waiting outside."
  new RegExp(`\\b${FORCES}\\b.{0,160}\\b(they|dem) (are|is) (waiting|standing|sitting|parked) (outside|downstairs|at (the|my|our) (door|gate))\\b`),
  // A patient held for the bill, or anyone held until the family pays: "the hospital will not let her go home until the balance
  // is paid", "dem nor wan lef am go os", "they keep him till we pay", "he sits in the creditor's shop under guard". Asked as a
  // question ("can a hospital keep my mother…?") it is one for a lawyer.
  new RegExp(
    `^(?!(can|could|is it|is that|may|does|do)\\b)(?!.*\\b(last (week|month|year)|ago)\\b)(?=.*\\b(hospital|clinic|maternity|ward|nurses?|doctors?|admin)\\b).*\\b(will not|wont|not|nor|no|refuse\\w*( to)?|refusing( to)?) ((let|allow|lef|leff) (${PERSON_HELD}|the (patient|woman|baby|mother))( \\w+)? (go|leave|out|home|komot|comot|os)|(release|discharge) (${PERSON_HELD}|the (patient|woman|baby|mother)))\\b|\\b((?<!\\b(${NOT_A_PERSON}) )(cant|cannot|can not|not able( to)?|nor able( to)?|unable to|not allowed to) (\\w+ )?(leave|go|komot|comot|come out)|(kept|keeping|keep|holding|hold|hol) (${PERSON_HELD}) since)\\b(?=.*\\b(bill|balance|pay|paid|owe|money|moni)\\b)`,
  ),
  new RegExp(
    `^(?!(can|could|is it|is that|may|does|do)\\b)(?!.*\\b(last (week|month|year)|ago)\\b).*\\b(keep|keeps|keeping|kept|hold|holds|holding|held|hol|has|have) (${PERSON_HELD}) (\\w+ ){0,5}(until|till|unless) (we|they|you|someone|somebody|i|he|she|the family) (\\w+ ){0,2}(pay|pays|paid|clear|clears|settle|settles|hand over|bring)\\b|\\b(nor|not|no) (fo|for|to|must) (go|leave|komot|comot) (\\w+ ){0,3}(till|until|unless) (we|they|someone|somebody|i|the family) (\\w+ )?(pay|pays|clear|settle)\\b|\\b(nor|not|no) (want|wan|gree|agree) (to |fo )?(left|leave|release|free) (${PERSON_HELD}) (\\w+ ){0,3}(till|until|unless) (we|they|someone|somebody|i|the family) (\\w+ )?(pay|pays|clear|settle)\\b|\\bunder guard\\b|\\bput a guard\\b`,
  ),
  // Taken by strangers, or tied up by someone's men: "unknown men came at 3am and took my husband", "three men pulled my brother
  // into a car", "his boys have my son tied up".
  new RegExp(
    `\\b(unknown|strange|masked|armed) men\\b.{0,60}\\b(took|taken|pulled|dragged|grabbed|carried|seized|abducted) (${PERSON_HELD})\\b|\\bmen (pulled|dragged|bundled|forced) (${PERSON_HELD}) into\\b|\\b(have|has|had) ${RELATIVE} (tied|chained)\\b|\\bchained (him|her|them|${RELATIVE})\\b`,
  ),
  // Held by a chief or a society: "they have tied her hands in the court barri", "dem don tie mi broda hand an foot na di Poro
  // bush", "the Paramount Chief ordered my father to be kept in his compound until we pay", Krio "mi mama for stay na chief os
  // till the fine pay", "the chief's men are dragging him to the court barri".
  new RegExp(
    `\\b(tie|tied|tying|chain|chained) (${PERSON_HELD})\\b(?=.{0,60}\\b(barri|barray|chief|chiefs|poro|bondo|society|fine)\\b)|\\b(stay|staying|kept|keep|keeping|held|hold|holding|locked|lock) (at|in|inside) (the |his |di )?(chief|chiefs|paramount chief|his) (house|compound|barri|barray)\\b.{0,30}\\b(till|until|since)\\b|\\b(chief|chiefs) (men|boys|people) (are |is |have |has )?(dragging|drag|dragged|carrying|carried|taking|took|tied|tying) (${PERSON_HELD})\\b`,
  ),
  // Held by a landlord, a lender, a school or a clinic until money is paid: "loan people have my brother at their office… he
  // pays or he stays", "landlady don hol mi broda na im shop… pay 6 months rent before she lef am", "locked my daughter in the
  // staff room because of unpaid fees". Locked in with no money asked is a danger, answered below.
  new RegExp(
    `\\b(have|has|got|hold|holding|held|keep|keeping|kept|lock|locked) (${PERSON_HELD}|me and my \\w+)( \\w+)? (at|in|inside) (their|his|her|the|a|im|in|e|dem|di) (\\w+ )?(office|shop|house|compound|store|parlour|room|kitchen|place)\\b.{0,80}(\\b(till|until|unless|before)\\b.{0,30}\\b(pay|pays|paid|rent|bill|fees|debt|balance|money|moni)\\b|\\b(because of|coz of|cause of|over|for) (the |unpaid |my |our |his |her )*(rent|bill|bills|fees|debt|balance|loan)\\b|\\bpays or (he|she|they|we|i) (stays?|remains?)\\b|\\b(pay|rent|bill|fees|debt|balance)\\b.{0,40}\\b(before|till|until) (he|she|they|dem|e) (left|leave|release|free|let)\\b)`,
  ),
  // A patient kept for the bill however it is put: "being kept at a private clinic since she recovered", "the clinic has lock my
  // mother inside room", "they say she cant go till someone pays for the drugs".
  new RegExp(
    `\\bbeing (kept|held) (at|in) (a |the )?(\\w+ ){0,2}(clinic|hospital|maternity|ward)\\b|\\b(clinic|hospital|maternity|nurses|doctor) (has |have |don )?(lock|locked) (${PERSON_HELD})\\b|^(?=.*\\b(hospital|clinic|maternity|ward)\\b).*\\b(cant|cannot|can not) (go|leave|comot)( home| out)? (till|until|unless) (\\w+ ){0,2}(pay|pays|paid|clear|clears|settle|settles)\\b`,
  ),
  // Taken by a chief's men to his court: "the chief's men are beating my uncle and dragging him to the court barri right now".
  new RegExp(
    `\\bchiefs? (men|boys|people|police)\\b.{0,60}\\b(drag|dragging|dragged|carry|carrying|carried|take|taking|took) (him|her|them|me|us|${RELATIVE})\\b(?=.{0,40}\\b(barri|barray|chief|chiefs|compound|court|lockup)\\b)`,
  ),
  // Held by a chief however it is told: "dem de drag my brother go chief house now now", "my uncle don spend 3 days na di chief
  // compound, dem put am in stocks", "the section chief ordered his men to lock my father in a room in his compound".
  new RegExp(
    `\\b(drag|dragging|dragged|carry|carrying|carried|take|taking|took|taken) (${PERSON_HELD}) (go|to) (the |di |his )?(paramount |section |town )?(chief|chiefs|chiefdom) (house|compound|barri|barray|court|lockup)\\b|\\bput (${PERSON_HELD}) in (the |di )?stocks\\b|\\b(spend|spent|spending) (\\w+ ){0,2}(days?|nights?|weeks?) (at|in) (the |di )?(paramount |section |town )?chiefs? (compound|house|barri|barray)\\b|^(?=.*\\bchiefs?\\b).*\\b(lock|locked|locking|keep|kept|keeping|hold|held|holding) (${PERSON_HELD}) (in|inside) (a|the|his|one) (\\w+ )?(room|house|compound|store)\\b`,
  ),
  // Krio "dem don lock mi man insai": locked inside, with no room or house named, is jail.
  new RegExp(
    `\\b(dem|police) (has )?lock (${PERSON_HELD}) inside\\b(?! (a|the|her|his|my|our|their|we|di) (room|house|store|toilet|bathroom|compound|shop|kitchen|car)\\b)`,
  ),
  // Taken, and the family does not know where: "we don't know which station she is in", "taken by men who said they are police".
  /\b(dont|do not|not|nor|no) know (which|what|where|wich) (\w+ )?(police station|station|cell|prison|jail|police post|barracks)\b|\bby (\w+ ){0,2}(men|people) (who|that) (said|say|claimed|claim) (they|dem) (are|were|is|was) (police|cid|soldiers|security)\b|\b(nobody|no one|noone|they|dem) (will|would|wont|can|cannot|cant|refuse to|refused to) (tell|show) (us|me|the family) (which|what|where) (\w+ )?(police station|station|cell|prison|jail)\b/,
  // Loaded into a truck or van as it happens: Krio "dem de beat de street pikin dem and put dem na truck now".
  new RegExp(
    `\\b(put|putting|push|pushed|pushing|throw|threw|throwing|load|loaded|loading) (${PERSON_HELD}|dem) (at|in|into|inside) (a |the |one |their )?(police )?(truck|van|pickup|lorry)\\b(?= (now|right now)\\b)`,
  ),
  // Held by officers at a port or border: "they put me in a small room and say I cant enter the country".
  /\b(they|dem|officers|immigration|police|security) (has |have |don )?(put|lock|locked|keep|kept|holding|hold|held) (me|us|him|her|them) (in|inside) (a|the|one) (\w+ ){0,2}(room|office|container)\b(?=.{0,60}\b(cant|cannot|not|wont|will not|no) (enter|leave|go|come out|comot|travel)\b)/,
];

/** A thing said not to be safe ("the cylinders are not safe", "the roof is still not safe") is no person in danger. */
const A_THING_NOT_SAFE =
  "(?<!\\b(cylinders?|gas|buildings?|machines?|equipment|roofs?|food|water|products?|goods|sites?|roads?|bridges?|cars?|vehicles?|tanks?|wires?|wiring|boats?|trucks?|lorry|lorries|tyres?|brakes?|extinguishers?|kits?) (are |is |was |were )?(still )?)";

const DANGER = [
  // An attack going on as the visitor writes, told the Krio way: "some drunk men de attack we gyal dem now".
  /\b(is|are|de|dey) (attack|attacking|beat|beating|flog|flogging|stab|stabbing|chook|chooking) (we|us|me|him|her|them|am|(my|our|we|his|her) \w+)\b.{0,25}\bnow\b/,
  // "mi boss se if a tell anybody e go make a disappear".
  new RegExp(`\\b(make|makes|making|made) (me|my|him|her|us|them|a|i|(my|our|his|her) ${RELATION}) (disappear|vanish)\\b`),
  // "messages saying I will be harmed", "a guest is assaulting her right now", "we run to bush".
  /\bwill be (harmed|killed|hurt|attacked|beaten|dealt with|shot|stabbed|burnt|burned|cut)\b|\bthreatening (messages|calls|texts|letters)\b|\b(is|are) (assaulting|beating|attacking|raping|stabbing|choking|strangling)\b|\bscreaming\b|\b(ran|run|fled|flee) (to|into) (the )?bush\b|\b(poured|pour|pours|threw|throw|throws) (hot|boiling) (water|oil)\b|\bacid (attack|on (me|her|him))\b/,
  // "mi landlord sen boys fo bit me", "her papa de touch am for bad way".
  /\b(send|sent|sen) (some |the )?(boys|men|people|thugs|area boys) (to|for) (beat|bit|attack|kill|deal with|harm|hurt|flog|break)\b|\btouch (her|him|me|am|us|my \w+) (for|in) (a )?bad way\b/,
  /\b(beat|beats|beating|beaten|hit|hits|hitting|hurt|hurts|hurting|attack|attacked|attacking|pushed(?! out)|slap|slapped|slaps|slapping|kick|kicked|kicks|flog|flogged|flogging|whip|whipped|whipping|stab|stabbed|(?<!\b(accused of|charged with|case of|arrested for) )rape(?! (case|matter|trial|charge|allegation))|raped|abuse|abused|abuses|abusing|choke|choked|strangled|(?<!\b(you|to|can|could|will|would|please|firm|lawyers?|office|una|u) )chase|chased|(?<!\b(banks?|creditors?|lenders?) (is |are )?)chasing)\b.{0,12}\b(me|us|my|him|her|his|their|the children|the kids|them|a child|a woman|a girl|a boy|someone|somebody)\b(?! (car|shop|house|vehicle|bike|motorbike|keke|okada|door|wall|fence|gate|store|stall|container|goods|out|off|from|away|chances?|case|claim|credit|reputation|career|business|name|feelings|application|image|hand|leg|back|arm|finger|foot|knee|ankle|wrist)\b)/,
  /\b(i am|im|we are|she is|he is|is|are) being (attacked|beaten|hit|abused|threatened|followed|stoned)\b|\b(is|are|been|kept) chained (\w+ ){0,2}(to|up|in)\b/,
  // Krio "dem de bit mi sista" (they are beating my sister), read "they is bit my sister".
  new RegExp(`\\b(is|are|has|was) (bit|beat|beating) (me|us|my|him|her|them|am|${RELATION.slice(1, -1)}|mama|mum|mom|mummy|papa|daddy)\\b`),
  new RegExp(
    `(?<!\\b(charged|accused|arrested|convicted|sued|says i|said i|claims i) (with |for |of )?)\\bthreat(en|ened|ening|ens)? (me|us|my|our|him|her|them|${RELATION.slice(1, -1)})\\b|\\b(received|got|get|getting) (a |an )?threats?\\b|\\bchop (im|in|his|her|my|mi|your|yu) head\\b`,
  ),
  // French word order, read word for word: "ils vont me tuer" (they will me kill), "ma belle-famille me menace".
  /\bwill (me|us) (kill|beat|hurt|harm)\b|\b(me|us) threaten\b/,
  /\bthreat(en|ened|ening|ens)? (to|for) (kill|beat|bit|hurt|harm|deal|burn|attack|shoot|stab|rape|finish)\b/,
  // Krio "mi" is "me" as well as "my": "dem de find mi fo bit mi" (they are looking for me to beat me) ends on it.
  /\b(for|go|wan|want to|is|don|has) (bit|beat|kill|wound|stab|chop|cut|hurt|harm) my(?= (now|again|today|tonight|if|when|because|and|o)\b|$)/,
  /\b(sending|send|sent|receiving|received|getting|is send) (me |us )?threats?\b|\bdeath threats?\b/,
  new RegExp(
    `\\b(kill|finish|burn|shoot|stab|(?<!\\b(lawyer|lawyers|you|someone|somebody|attorney|firm|una) to )(?<!\\b(a|the|any|no|banks?) )(?<!\\b(${DEALING_PARTIES}) (will|would|can|could) )(?<!\\b(you|una) help (me|us) )(?<!\\b(can|could|will|would|please) (you|una) ((\\w+ ){1,5}and )?)(?<!\\b(can|could|will|would) (your|the|a|one of your) (\\w+ ){0,2}(lawyers?|attorneys?|firm|office|chambers) )(?<!\\b(lawyer|lawyers|attorney|someone|somebody|you|una) to (\\w+ ){1,5}and )deal with|harm|rape) (me|us|you|him|her|them|anyone|anybody|everyone|everybody)\\b(?! (house|building|home|work|job|school|studies|project|payment|shop|roof))|\\b(kill|burn|shoot|stab|harm|rape) my\\b(?! (goats?|cows?|cattle|sheep|chickens?|fowls?|pigs?|animals?|livestock)\\b(?!.*\\b(now|next|nekst|door|gate|tonight|tunait|coming|turn)\\b))|\\b(my|me) last day\\b`,
  ),
  /\b(scared|afraid|frightened|fear) (for my life|of him|of her|of them|he will|she will|they will|to go home)\b/,
  new RegExp(
    `\\bin danger\\b|${A_THING_NOT_SAFE}\\bnot safe\\b|\\bunsafe\\b(?! (work|working|conditions?|building|site|machines?|machinery|equipment|practices?))|\\bfor my life\\b|\\bwatch my back\\b`,
  ),
  // Someone who has been raped or sexually abused, whoever did it ("my daughter was raped by a neighbour").
  /\b(raped|molested|defiled|sexually (assaulted|abused))\b/,
  /(?<!\b(charged|charge|accused|convicted|arrested|says i|said i|claims i) (\w+ ){0,8})\b(knife|knives|cutlass|cutlasses|machete|machetes|(?<!\b(hunting|dane|toy|air|water|nail|glue|spray|clean|about) )guns?(?! (licen[cs]es?|papers?|permits?|case|cases|matter|problem|possession|cleaning|kits?|rust|registration|dealers?|shops?|cartridges?|dem)\b|( and| an)? (the |my |his |her |our |im )?(farm|house|land|lan|property|tools|os|plot)\b| (to|for) (my|his|her|our|their) (younger |elder |big |small )?(son|daughter|brother|sister|children|child|pikin|wife|husband)\b)|pistol|bleeding|acid|hot iron|boiling water|thugs?|mob|mob justice|(?<!\b(is that|is it|is this|count as|counts as|considered|called) )(kidnap\w*|abduct\w*)|(?<!\b(for|of|with) (cyber )?)stalk\w*)\b/,
  new RegExp(
    `${A_THING_NOT_SAFE}\\b(dont|do not|not|no longer) (feel )?safe\\b|\\bnot sure i am safe\\b|\\b(at|in) danger\\b|\\bi am next\\b(?! (in|at|on|to|week|month|time|year|visit|trip|when|available|free|for)\\b)|\\bmake (me|you|her|him) disappear\\b|\\bknows? where i (sleep|live|stay)\\b`,
  ),
  /\btouch(es|ed|ing)? my( little| small| young)? (sister|brother|niece|nephew|kids?|children|girl|boy)\b|\bprivate parts?\b|\bnude (pictures|photos|videos)\b|\b(share|post|leak|send) (my )?(private|nude|intimate) (videos?|pictures?|photos?)\b|\b(post|share|leak) my (pics|pictures|photos|nudes|videos)\b/,
  /\b(do|did|does|doing) (bad )?(thing|things) to (me|her|him|us|my \w+)\b|\bbruis(e|es|ed)\b|\b(burnt|burned|burn) (me|her|him|us)\b(?! (house|shop|home|car|farm|things|papers?|documents?)\b)|\bwith (us|(me|my)(?! (\d+ )?(things|machine|machines|goods|property|stuff|load|tools|money|car|equipment|belongings|clothes|items|suits?|bags?|documents?|papers?)\b))\b.{0,30}\binside\b(?! (we|our|my|the|his|her|their|di) (land|plot|compound|farm|property|yard|fence)\b)|\b(alive) again\b/,
  /\bforc\w* (\w+ ){0,3}(to )?(marry|into marriage|sleep with)\b|\b(bondo|society|circumcision|circumcise|fgm)\b.{0,40}\b(force|forcing|forced)\b|\b(force|forcing|forced)\b.{0,40}\b(bondo|circumcision|circumcise|initiat\w*)\b|\b(take|carry) (me|her|him|us|my \w+) (away )?by force\b/,
  /\b(writing|texting|typing|hiding) from (the )?(toilet|bathroom|bush|roof|wardrobe|room)\b|\bbanging on (the|my|our) door\b|\b(men|people|boys) (\w+ ){0,6}with (sticks?|stones?|cutlass(es)?|knives|knife|guns?|machetes?|clubs?)\b|\b(is|are) (burn|burning|setting fire to) (the |our |my |their |\w+ s )?(house|houses|homes?|shops?)\b/,
  /\b(wont|will not|does not|doesnt|not) let (me|us|her|him) (leave|go out|go home|out)\b|\bthreatened with (death|a knife|a gun|a cutlass)\b|\b(said|says|saying|told|note|calls?|messages?)\b.{0,40}\bwill (be killed|die)\b/,
  /\b(they|he|she|dem|man|husband|wife) (don |has |have )?bit (me|my|us)\b/,
  /\b(sleep|sleeps|slept|have sex) with (him|her|me)\b.{0,20}\b(or|unless|else)\b|\bunless (i|she|we) (sleep|have sex)\b|\bsexual(ly)? harass\w*\b/,
  /\b(domestic|family|home) (violence|abuse)\b|\bviolen(ce|t) (at home|now)\b/,
  /\b(following me|break into (my|our) (house|home|room|shop))\b|\bfollow(s|ing|ed)? (me|her|him|us|my (?!(retirement|death|divorce|dismissal|release|arrest|advice|instructions?)\b)\w+) (everywhere|every day|home|from)\b/,
  // A crowd's violence: jungle justice, stones thrown at a home, armed men around it.
  /\bstrangl\w*\b|\b(take|end) (my|her|his|our|their) li(fe|ves)\b|\bjungle justice\b|\bston(e|es|ing|ed) (our|my|the|his|her|we|wi) (house|home|shop|car)\b|\b(are|were|is) armed\b|\bsurrounded by\b|\binitiat\w*\b.{0,20}\bby force\b/,
  // Sexual abuse told in plain words ("forced himself on me", "comes into my room at night and touches me").
  /\b(forced|forces|forcing) (himself|herself|themselves|his way) (on|onto|into)\b|(?<!\bin )(?<!\b(nobody|no one|noone|none) (can|could|will|go|fit|dare|cannot|cant) )\btouch(es|ed|ing)? (me|her|him|my (body|breasts?|private|daughter|son|child|girl))\b/,
  // Hiding from someone, locked in, struck, violent: "I'm hiding in the bathroom", "he locked me in the room".
  // Krio "a de ayd" (I am hiding) and "dem lok mi na os" (they locked me in the house) read "a is hide", "lock my at house".
  /\bhiding (from|in|inside)\b|\b(a|i) is (hide|hiding)\b(?! (for|from|fo) (me|my|us)\b)|\block(ed)? my (at|in|inside) (the )?(house|room|home)\b|\bbreaking things\b|\b(locked|locks|lock) (me|us|her|him|them|my (?!(shop|store|stall|house|room|office|car|gate|door|container|things|property|goods|pharmacy|workshop|kiosk|salon|garage|warehouse|factory|school|church|mosque|clinic|bar|restaurant|bakery|compound)\b)\w+)( and (my|our|her|his) \w+)? (in|inside|at)\b|\blocked (in|inside) (a|the|her|his|my|our) (room|house|store|toilet|bathroom)\b|\b(struck|strikes|strike) (me|us|my|her|him)\b/,
  /\bknock(ed|s)? (me|her|him|am|my \w+) (\w+ ){0,3}(on|at|na) (the |di |my |her |his )?head\b|\bblood (is )?(coming|come|comot|everywhere|pouring)\b|(?<!\b(accused|charged|convicted|arrested) (me |him |her |them |us )?(of|with|for) )\bsexual\w* (abus|assault)\w*|\babus\w* (\w+ )?sexual\w*|\b(do|did|does|doing) (am|her|him|me) (bad|wicked) (thing|things)\b|\b(come|coming) after (me|her|him|us)\b(?! (\w+ )?(clinic|work|school|shift|appointment|service|prayers?|church|mosque|market|lunch|class|classes|exams?|treatment|checkup|job|meeting|training)\b| for (the |my |a |his |her |their )?(debt|debts|money|loan|payment|balance|rent|tax|taxes|fees?|bill)\b)/,
  // "has been raping her", "terrified to go home tonight", "he go throw me for sea", "he don send boys come my house",
  // and an initiation planned against a parent's will.
  /\b(been|keeps?|is|are) (raping|molesting|abusing|beating)\b|\b(terrified|scared|afraid|frightened) to go (home|back)\b|\bthrow (me|us|him|her) (for|in|into|inside) (the )?(sea|river|water)\b|\b(send|sent|sen) (some |the )?(boys|men|thugs|people) (come|to come|to)( to)? (my|our) (house|home|shop)\b|\binitiat\w*\b.{0,40}\bagainst (my|her|his|our|their) will\b|\bagainst (my|her|his|our|their) will\b.{0,40}\binitiat\w*/,
  /\b(fear|afraid|scared|worried) for (my|our|her|his|their) (safety|life|lives)\b|\b(become|became|becomes|is|gets|getting|turned) (very )?violent\b/,
  // "assaulted by her husband, he's threatening", Krio "e threaten say e go kam wit boys fo cut her".
  /\b(assaulted|beaten|attacked|battered) by (her|his|my|their|the) (husband|wife|boyfriend|girlfriend|partner|ex|father|brother|uncle|stepfather)\b|\b(he|she|they)( is| are|s) threatening\b(?! to)|\bthreaten\w* (say|that) (he|she|they|e|dem) (go|will) (come|kam|kill|cut|beat|bit|chop|shoot|burn|deal)\b|\b(come|kam|coming) (with|wit) (boys|men|thugs|people) (fo|for|to) (cut|beat|kill|deal|bit|flog)\b/,
  // A threat of harm said outright: "they said they will cut me", "he go kill me".
  new RegExp(
    `\\b(will|would|go|going to|gonna|want to|wants to|wan|swear to|promised to|threaten(s|ed|ing)? to) (come |kam )?(cut|chop|kill|beat|bit|hurt|harm|burn|shoot|stab|wound|poison|(?<!\\b(${DEALING_PARTIES}) (will|would) )deal with) (me|us|him|her|you|am|them|my(?= (now|again|today|tonight|if|when|because|and|o)\\b|$))\\b(?! (out|off)| (from|frm|fram) (my|his|her|our|their|the|di) (salary|pay|wages?|money|allowance)\\b)|\\bthreaten(s|ed|ing)? to (kill|poison|shoot|stab|burn|harm|hurt|beat) (my|his|her|our|their) (?!(business|name|reputation|career|job|shop|case)\\b)\\w+`,
  ),
  // "the girl is beaten every day", "dem de trowe ston na mi os", Krio "abyuz am", "dem go kill we".
  /\b(is|are|being|getting) (beaten|battered|abused|raped)\b|\b(throw|throwing|threw|trowe) (stones?|ston) (at|na|on|@) (my|our|the|his|her) (\w+ )?(house|home|os|shop|car|window|windo|bar|door)\b|\b(come|coming) back (to|and) (burn|kill|beat|attack|finish) (it|us|me|him|her|them|the \w+|our \w+)\b|\b(beat|bit|flog|abuse|abyuz|rape|attack|attacked|stab|stabbed|wound|wounded) am\b|\b(kill|beat) (we|wi)\b|(?<!\b(i|a|we|you|u|after|when|once|before|until|agreement|contract|work|job|time|term|season|lease|money|it|all|everything) )\bfinish (we|wi)\b/,
  // A threat told as what will happen: "you won't see Christmas", "he will come and find me and I will regret it", someone waiting
  // outside her place every night.
  /\b(wont|will not|not going to|never) (live to )?see (christmas|tomorrow|next year|next week|the new year|another day|(his|her|my|your|their) next)\b|\b(he|she|they|dem)\b.{0,20}\b(said|says|say|told|swore|swear|threatened|threatens)\b.{0,40}\b(will|go|gonna|going to) (come (and |to )?|com )?((find|get|catch) (me|us|her|him|you)|regret)\b|\b(sitting|waiting|standing|parked|parks|waits|sits) outside (her|my|our|his|their) (place|house|home|room|door|gate|shop)( \w+){0,3} every (night|day|evening|morning)\b/,
  // Put out of home at night or with nowhere to go: "threw me and my children out tonight", "wi de na strit naw".
  /\b(throw|threw|thrown|drive|drove|driven|push|pushed|put) (me|us|her|him|them|my(?= (at|on|into)\b)|my (?!(things|thing|tins?|load|goods|property|belongings|stuff|clothes)\b)\w+)\b.{0,30}\b(on|at|into) (the )?(street|road|do)\b|\b(nowhere|no where|not get where|no place) (to|for) (sleep|stay)\b|\b(threw|thrown|throw|throws|push|pushed|forced|drive|drove|driven|chased|kicked|put|pursue|pursued|pursuing)\b (\w+ ){0,8}(out|outside|comot)\b(?=.*\b(tonight|night|at night|right now|(in|at) the rain|at rain|rain (is )?(fall|falling)|nowhere to (go|sleep|stay)|(on|at) (the )?(street|road))\b)|\b(we|i|my children|the children) (is|are|am) (sidon |sitting |sleeping |standing )?(on|at|by) (the )?(street|road|roadside)\b(?! (all day|every day|all week|most days|to|going|coming|travel\w*|driving|teaching|working|selling)\b)|\bleft (me|us|her|him) (on|at|by) the (road|roadside|street)\b.{0,20}\bat night\b/,
  // Pay or die: "dem don mark me os wit red paint say a go pay or a go die".
  /\b(pay|leave|comot|sign|sell|give|move)\b.{0,30}\bor (i|a|we|you|he|she) (go|will|must|shall) (die|dead)\b|\b(mark|marked) (my|me|our) (house|door|shop|gate)\b.{0,40}\b(die|dead|kill)\b/,
  // Hands on the body or the throat, a child to be sold: "men keep following my daughter and grabbing her", "e hol me nek til a nor fit breeth".
  new RegExp(
    `\\b(keep|keeps|kept|are|is|dey|de) (following|grabbing|touching|dragging) (me|her|him|us|them|my \\w+)\\b|\\b(hold|held|grab\\w*|squeez\\w*|press\\w*) (me|my|her|his) (neck|nek|throat)\\b|\\b(cannot|cant|not can|could not|couldnt) (breathe|breath|breeth)\\b|\\bthreaten\\w* to sell (her|him|them|me|us|${RELATIVE})\\b`,
  ),
  // A crowd turning on someone: "a crowd is gathering outside my shop shouting that I'm a thief", "people say she is a witch".
  /\bcrowd\b.{0,40}\b(gathering|gathered|shouting|beating|chasing|surround\w*)\b|\b(people|crowd|mob)\b.{0,30}\b(say|said|shouting|calling) (\w+ ){0,4}(thief|witch|wizard)\b|\b(is|are|has|was) (bit|beat|beating) ((a|an|one|want|some) (\w+ ){0,2}(woman|man|boy|girl|child|person|pikin)|people|everybody|everyone)\b/,
  // Coming back after violence, a child to be taken to the bush for initiation, a threat through where the children are.
  /\b(beat|bit|beaten|attacked|flogged|wounded)\b.{0,80}\b(go|will|would|gonna|going to) come back (for|fo) (me|my|us|we|her|him)\b|\b(take|carry) (my|our|her|his) (\w+ ){0,2}(child|girl|daughter|children|pikin) (go |to |into )+(the )?bush\b|\bknows where (my|our) (kids|children|child|son|daughter|wife|family)\b|\b(you|i) will see what (happens|will happen)\b/,
  // Harm to the body or home threatened, someone found or followed, a bullet promised: "dem go cut mi an", "next time is a bullet".
  /\b(will|would|go|gonna|going to|threaten\w* to) (cut|chop|break|burn) (my|me|your|his|her) (hand|hands|leg|legs|head|neck|arm|arms|finger|fingers|throat)\b|\b(will|go|gonna|going to|want to|wants to|threaten\w* to) (burn|set fire to|destroy|break down) (the|my|our|his|her|your) (house|home|shop|car|office)\b|\bnext time (is|will be|na) (a )?(bullet|knife|machete|cutlass|your last)\b|\bcornered (me|her|him|us)\b|\bafraid to sleep\b|\bbanging (on )?(the|my|our) (door|gate|window)\b|\bfound (out )?where (i|we) (am|are|live|stay|sleep|hide)\b|\b(coming|come|kam) (with|wit) (his|her|their) (brothers|boys|men|people|friends)\b(?=.*\b(tonight|now|today)\b)|\bkeeps? coming (near|to|around) (her|my|our|his) (school|house|home|work|room)\b/,
  // Stoned, a hand broken, a return to finish it, a child followed or sent dirty messages, a note promising the next time.
  /\bston(ed|e|ing) (me|us|him|her|my \w+)\b|\bcome back (\w+ ){0,2}(to|for|fo) (finish|kill|deal|break|beat|burn|cut|shoot)\b|\b(boys|men|youths|gang|thugs) (\w+ ){0,4}(are|is) (now )?outside (my|our|the) (house|home|gate|door|shop|compound)\b|\b(gather|gathered|gathering) (at|na|for|in front of|outside) (my|our|the) (\w+ )?(door|gate|house|shop|compound)\b|\b(they|dem) (is|are) (knock|knocking|bang|banging) (hard|on|at)\b|\b(is|are) (hit|hitting|kick|kicking|bang|banging|break|breaking) (on )?(my|our|the) (door|gate|window)\b|\b(say|said|says|saying|threaten\w*|swear|swore|promise\w*) (that )?(\w+ ){0,5}(coming|come|comes) back (\w+ ){0,2}(for|fo) (me|us|him|her|my \w+)\b|\b(husband|wife|he|she|they|dem|man|boyfriend|father|brother|uncle|landlord) (has |don )?(broke|break|brok) (my|me|her) (hand|arm|leg|nose|teeth|jaw|ribs?|head)\b|\b(sending|sends|sent|is send) (her|him|my \w+) (dirty|sexual|nude|naked) (messages|texts|pictures|photos)\b|\bwaiting for (her|him|my \w+) after school\b|\b(is|de) follow(ing)? (the|my|our) (\w+ ){0,2}(girl|girls|child|children|pikin|daughter)\b|\btry (to|for) (drag|grab|snatch|kidnap)\b|\bnext time (they|he|she|dem) (will|go) (come for|kill|get|deal with) (me|us)\b|\b(dem|they) (go|will) wait (for|fo) (me|my|us)\b|\b(dem|they) (is|are) (find|finding|hunting) (me|my|us)\b|\b(put|post|share) (am|them|my (pictures|photos|pics)) (on|pan) (the )?(internet|facebook|social media)\b|\bblood (is )?(run|running)\b/,
  // "They are stoning our vehicle right now on the highway", "a crowd outside is throwing stones".
  /\b(are|is) (stoning|throwing stones)\b/,
];

/** A time gone by: "last month", "two weeks ago", "in 2017", Krio "na 2020" (read as "at 2020"). */
const A_PAST_DATE =
  "last (week|weekend|month|year|term)|(\\w+ )?(weeks?|months?|years?) ago|(in|at) ((january|february|march|april|may|june|july|august|september|october|november|december) )?(19|20)\\d\\d";
/** A beating told as past ("beat me at a checkpoint last month") is a matter for a lawyer, not a danger now, unless it goes on. */
const PAST = new RegExp(`\\b(${A_PAST_DATE}|used to (beat|hit|slap|abuse|threaten|attack))\\b`);
// "not sure I am safe" and "I no longer feel safe" are not safe.
const SAFE_NOW =
  /\b(safe now|(?<!\b(not sure|unsure|if|whether) )(i am|we are|im) safe|no longer(?! (feel|feels|felt) safe)|now no more|(has|have|don) (stop|stopped) now)\b/;
/** "Since" of a harm that goes on ("he has beaten me since January"), not of nothing done ("nothing happened since"). */
const SINCE_GOING_ON = "since(?<!\\b(happened|done|moved|heard|changed) since)";

// "now" marks a danger going on, not the visitor's plans now ("we are separated now", "now I want maintenance").
const STILL = new RegExp(
  `\\b((?<!\\b(separated|divorced|divorce|safe|free|apart|(is|are|am|hes|shes|theyre|im|back|came|come) home|(left|leff|lef|released|release|freed) (am|him|her|me|us|them)) )now(?! (i|we|she|he) (want|wants|need|needs|would like|wish|wishes|plan)\\b)(?! (all |both )?(they|dem|he|she|we|i|im|hes|shes|theyre|everybody|everyone)? ?(is |are |has |have )?(free|released|out|safe)\\b)|still(?! (have|has|got|carry|carries|bear|bears)\\b)|again|today|tonight|every|keeps?|always|${SINCE_GOING_ON}|threat\\w*|afraid|scared|hiding|(will|go|going to|gonna) (kill|beat|hurt|harm|shoot|stab|cut|burn|finish) (me|us|him|her|them))\\b`,
);

// "not urgent", "it is not an emergency": said to calm, not to alarm.
const ON_A_DAY = new RegExp(`\\b${DAY}\\b`);
const EMERGENCY =
  /(?<!\b(not|no|nothing|isnt|not an|not very|not so|not too) )\b(emergency|urgent|urgently)\b(?! about (my|our|a|the) (contract|land|business|divorce|lease|tenancy|company|shop|agreement|property|house|rent|debt|loan|will|marriage)\b)/;
/**
 * What is held is a vessel, cargo or goods and no person is named beside it ("our vessel has been
 * detained at the quay, we require urgent representation", "my boat that brings supplies from
 * Conakry has been arrested at the wharf"): nobody is held, and an "urgent" in it is the goods'.
 */
/** People who may be held with a thing, or a beating that says someone was there: either makes a thing held more than a thing. */
const PEOPLE_WITH_IT =
  "crew|captain|drivers?|men|people|workers?|staff|passengers?|youths?|boys?|girls?|apprentices?|riders?|loaders?|students?|occupants|flog\\w*|beat\\w*";
const ONLY_GOODS_HELD = new RegExp(
  `^(?!.*\\b(${PEOPLE_WITH_IT}|master|sailors?|seamen|fisher\\w*|engineers?|cadets?|officers?|agents?|clerks?|inside|on board|aboard|${PERSON_HELD})\\b)(.*\\b(${NOT_A_PERSON})\\b.{0,80}\\b(detained|arrested|seized|held|impounded)\\b|.*\\b(detained|seized|held|impounded) (our|my|the|his|her|their) (\\w+ ){0,2}(${NOT_A_PERSON}|${GOODS}|gari)\\b)`,
);
/**
 * A vehicle the police took or keep, and nobody in a cell: "they are holding my keke at the station as exhibit", "my keke which
 * police hold", "the bike I bought was stolen and police took it". Its rider held is told with a person or a cell ("driver"
 * is read as "drive", a word of the firm's, so both are a person here).
 */
const A_VEHICLE = "bikes?|motorbikes?|okadas?|kekes?|motos?|tricycles?|cars?|vehicles?|poda poda|taxis?";
const HELD_OR_TAKEN = "detained|arrested|seized|held|hold|holding|impounded|took|taken|take|keep|keeping|kept";
const ONLY_A_VEHICLE_HELD = new RegExp(
  `^(?!.*\\b(${PEOPLE_WITH_IT}|drives?|conductors?|myself|(me|my) (self|sef)|${RELATIVE})\\b)` +
    `(?!.*\\b(took|take|taken|hold|holding|held|arrest\\w*|lock\\w*|detain\\w*|carry|carried|keep|kept|keeping|put) (me|him|her|them|us|am|dem)\\b)` +
    `(?!.*\\b(he|she|they|i|we|e|a) (is|are|am|was|were|de|dey) (in|at|inside) (the )?(cell|cells|lockup|jail|prison|custody|remand)\\b|.*\\b(police|soldiers|they|dem) (are|is|de|dey) (here|at|outside|by) (my|our|the|we) (house|door|gate|compound|shop)\\b)` +
    `(?!.*\\b(${A_VEHICLE}) (and|with|plus|an|en|n) (?!(its|the|my|his|her|their|our) )\\w+)` +
    `(.*\\b(${A_VEHICLE})\\b.{0,80}\\b(${HELD_OR_TAKEN}|police yard)\\b|.*\\b(${HELD_OR_TAKEN}) (\\w+ ){0,2}(${A_VEHICLE})\\b)`,
);

/**
 * Only a vehicle is held by the police, no person, and the message asks a question of law about it or to meet a lawyer: no call
 * now. Told without such an ask, a vehicle taken may still hide someone taken with it, whom the rule cannot name.
 */
export function onlyAVehicleHeld(message: ReadMessage): boolean {
  return matches(ONLY_A_VEHICLE_HELD, message.english) && (message.phrases.includes("booking") || needsJudgement(message) === "certain");
}

/** Things a law firm's assistant does not do, even when the request shares words with its topics. */
/**
 * Asking the firm for money itself: "abeg lend me 500k", "can the firm give me a small loan?". It is
 * outside the firm's work however surely the rest reads as a contract or a business.
 */
const MONEY_ASKED =
  /^(?!.*\b(bail|cell|cells|station|police|custody|jail|prison|court|case)\b)(((please|kindly|sir|madam) )?((can|could|will) (you|una|the firm|your firm) )?(lend|loan) (me|us)\b|.*\b(you|una|firm|chambers) (\w+ ){0,2}(give|lend) (me|us) (a )?(small )?loan\b)/;

/** The visitor asks the firm itself for a loan. */
export function asksForMoney(message: ReadMessage): boolean {
  return matches(MONEY_ASKED, message.english);
}

/** Money or credit asked of the firm by phone: "abeg send me Orange money 50k, na emergency" is no one's emergency the firm answers. */
const MOBILE_MONEY_ASKED = /\bsend (me|us) (\w+ )?(orange money|afrimoney|qmoney|mobile money|airtime|credit)\b/;

/** A trade's own work for its buyers, not a cook's question: "I bake cake for one supermarket". */
const FOR_A_BUYER =
  "(\\w+ ){0,2}for (one|a|the|some|my|our|their) (\\w+ )?(supermarkets?|shops?|schools?|hotels?|company|companies|customers?|restaurants?|market|events?|clients?)\\b";
const OUT_OF_SCOPE = [
  // Help with a phone or an app, not a wrong done through one: "how do I turn on two step verification on WhatsApp", "my phone
  // storage is full", "how many followers do I need to get paid on Facebook", "how to block someone on WhatsApp", "what to put on my
  // WhatsApp status" (not "my employer fired me because of my WhatsApp status").
  /\b(two step|2 step|two factor|2 factor|2fa) (verification|authentication)\b|\b(phone|phone s) (storage|memory)\b|\bstorage (is )?full\b|\bhow (many|much) (followers|subscribers|views|likes)\b|\bhow (do|can|could|to) (i |we |u |you )?(block|unblock|delete|hide|mute|unsend)\b (\w+ ){0,4}(on|from|in) (whatsapp|facebook|messenger|tiktok|instagram|telegram|snapchat)\b|^(?!.*\b(fired|sacked|sack|dismissed|suspended|sue|court|police|arrested|defam\w*|insult\w*|lies|threat\w*)\b).*\bwhatsapp status\b/,
  // Looking for a job, or the best bank for a loan: "are you hiring? I need work as a driver".
  /\bare (you|una) (hiring|recruiting)\b|\b(need|looking for|want|find|fain|is find|de find) (a )?(work|job|wok) as (a |an )?\w+|\b(which|what) bank (is |gives? |has |have )?(the )?(best|bes|cheapest|good|lowest)\b|\b(which|what) bank (\w+ ){0,3}(loan|loans)\b/,
  // Selling or lending things, learning a language, exam results, a route between towns, a football score in Krio.
  /\b(do you|do una|una|you) (is |de |dey )?(sell|give|gi|offer|lend) (\w+ )?(loans?|solar|panels?|phones?|cars?|rice|cement|generators?|food|scholarships?|clothes|uniforms?)\b|\b(learn|study|teach|teaching) (the )?(krio|english|french|temne|mende|arabic)\b|\b(npse|bece|neco)\b|\b(best|quickest|shortest) (route|road|way) (to drive |to go |to travel )?(from|to) (?!(your|you|the office|the chambers|una|chambers)\b)|\bwho win\b(?! (the |di |dis |this |my |our )?(case|land|matter|court|house|property))|\bwhen (does|do|will) nassit\b/,
  // Vacancies, savings accounts, a car's noises, airtime, everyday illness, who wrote or discovered something.
  /\b(any|are there) (jobs?|vacancies|vacancy|openings)\b|\b(savings|current) account\b|\b(car|engine|motor|bike|generator|fridge)\b.{0,20}\b(noise|sound|smoke|overheat\w*|not starting)\b|\bairtime\b|\b(cough(?! up)|coughing|headache|toothache|diarrh\w*|vomit\w*)\b|\b(which|what) (medicine|tablets?|drugs?) (should|can|do|to)\b|\b(which|what) (medicine|tablets?|drugs?) (\w+ ){0,2}(take|drink|use|buy)\b|\b(my|mi) (head|body|skin) (is |de |dey )?hot\b.{0,40}\b(what|wetin|which) (\w+ ){0,3}(drink|take|medicine|tablets?)\b|\bstomach (is )?(hurting|ache|pain|paining)\b|\bwho (wrote|discovered|founded|painted|composed)\b/,
  // The rain asked about, not the rain in a story ("night now, dem pursue we comot, rain de fall").
  /\b(weather|forecast|temperature)\b|^(?!(\S+ ){12}\S)(?!.*\b(out|outside|comot|street|sleep|children|child|baby|house|roof|land|wall|flood\w*|shop|farm|road|salary|pay|work|contract|boss)\b).*\b(rain|raining|rainy|sunny)\b(?! season)|\b(will|would|is it going to|go|e go) (it )?(rain|be sunny)\b/,
  MONEY_ASKED,
  // Facts about work anyone can look up, not a wage withheld: "what is the minimum wage this year?", "where do I pay NASSIT?".
  /^(?!.*\b(paid|pay|pays|paying|below|less than|under|owe\w*|refuse\w*|boss|employer|company)\b).*\bminimum wage\b|\b(where|how) (\w+ ){0,3}(pay|register|fill|collect|get)\b.{0,25}\bnassit\b|^(?!.*\bif\b).*\bnassit (\w+ )?(form|number|card|office)\b/,
  // A public office's own errand ("whr a go register fo vote", "where do I pay road tax for my okada", "where dem de do DNA test",
  // "how to get commercial driver licence from SLRSA"), or work sought ("who dey hire deckhands? I need work").
  /\b(where|whr|wer|how|wusai) (\w+ ){0,3}(register|registration) (fo |for |to )?(vote|voting|voters?( card)?)\b|\b(where|whr|wer|how|wusai) (\w+ ){0,4}(pay|renew) (\w+ ){0,2}road tax\b|\b(where|whr|wer|which hospital|wusai) (\w+ ){0,4}(do|does|de|dey|get) (a )?dna test\b|\b(how (to|do i|can i|i go|a go)|where (\w+ ){0,3}(to|do i|can i|i go|a go)) (get|renew|obtain|apply for) (a |my |the )?(commercial |new )?(driver\w*|driving) licen[cs]e\b|\b(what|which) (documents|papers) (does|do) (the )?(nra|slrsa)\b|\b(who|anybody|somebody|someone) (\w+ ){0,3}(hire|hiring)\b(?=.*\b(need|want|looking for|de find|dey find) (work|job|wok)\b)/,
  // A phone that will not charge, the lotto, a drawing for a school project, a prayer, a family letter asking for money.
  /\b(phone|fon|battery)\b (\w+ ){0,2}(not|no|nor|wont|doesnt|dont|refuse to|refused to) (\w+ )?(charg\w*|charj|switch on|turn on|come on)\b(?!.{0,60}\b(appointment|consultation|lawyer|case|details|sms|text me|call me)\b)|\b(lotto|lottery|jackpot) (numbers?|results?|tips?|predictions?)\b|\b(draw|drow|drawing) (me )?(a |one |the )?(picture|pikcha|pikture|drawing|image)\b|\b(need|want|give me|send me|say|said) (a |some |one )?(strong |powerful |special |small )?prayers?\b|\b(write|rait|rayt) (a |one |this )?(letter|leta) (to|for) (my|mi) (child|son|daughter|pikin|mother|mama|father|papa|sister|brother|broda|family|husband|wife|friend|uncle|aunty)\b(?=.{0,60}\b(send|sen) (me |mi |us |wi )?(some )?(money|moni)\b)/,
  // Phone credit and SIM cards: "send me 10k Africell credit", "how to register my new Orange SIM".
  /\b(africell|orange|qcell|sierratel|phone|airtime) (credit|data|bundle|bundles|topup|top up)\b(?! (for (call|calls|calling) )?(is|de|don|has) (low|finish|finished|small|done|out|over)\b)|\b(register|registration of|activate|replace|block) (my |a |the |new |your )*(africell |orange |qcell |sierratel )?sim( card)?\b/,
  // Not the household's cook ("a bin na cook 4 years", "the cook in the house opposite"), a person and a job.
  new RegExp(
    `\\b(recipe|recipes|(?<!\\b(the|a|as|our|my|their|his|her|at|na) )cook|cooking(?! (pots?|pans?|utensils?|gas|stoves?|equipment)\\b)|(bake|baking)(?! ${FOR_A_BUYER})|soup|stew|jollof|shawarma|suya|pizza)\\b`,
  ),
  // The best or cheapest of anything but the law's work, asked of the world: "which hardware shop in Freetown sells the
  // cheapest ceiling?", "which area is safest from flooding to build a house?", "which NGOs pay the best salary?".
  /^(?!.*\b(lawyers?|attorneys?|advocates?|solicitors?|courts?|judges?|magistrates?|law|legal|firm|chambers|you|your|una|case|cases|contract|agreement|lease|deed|title)\b).*\b(which|wich) (\w+ ){0,4}(is|are|has|have|sells?|gives?|pays?|offers?|does|do) (the |a )?(\w+ )?(best|cheapest|safest|nicest|biggest|lowest|highest|cheaper|safer|better|most reliable)\b/,
  // A career to train for: "how many years does it take to become an inspector in the police?", "I want to be a customs
  // officer, which university course should I do?" (becoming a lawyer is listed below).
  /\bhow (\w+ ){0,6}(to )?become (a|an) (?!(client|member|partner|director|shareholder|owner|citizen)\b)\w+|\b(want to be|wan be|to become) (a|an) (\w+ )?(officer|soldier|nurse|doctor|pilot|teacher|engineer|inspector|policeman|policewoman|warder)\b.*\b(course|courses|school|university|training|requirements|qualifications|recruit\w*)\b/,
  // Religious observance and a pupil's assignment: "wat time is iftar today", "help with my Islamic studies assignment",
  // "book me an appointment with a gynaecologist"; an assignment of a lease is the firm's work.
  /\b(iftar|suhoor|sahur|tarawih|lailatul qadr|laylat al qadr|altar cloth|khutbah)\b|\b(studies|school|class|college|university|homework) assignment\b|\bhelp (me )?with (my|our) (\w+ ){0,3}assignment\b(?! of)|\bappointment (with|at) (a |an |the )?(doctor|gynaecologist|gynecologist|dentist|optician|specialist|hospital|clinic|nurse|midwife)\b|\b(ambulance|insulin) (fee|fees|price|cost)\b|\b(price|cost) of (\w+ )?(insulin|ambulance)\b/,
  /\b(poem|poems|poetry|sing|sings|singer|singing|song|songs|hymn|hymns|lyrics|essay|homework|riddle|crossword|joke|jokes|cv|resume|love letter|resignation letter|poster|flyer|excel|spreadsheet|paracetamol|dosage)\b/,
  /(^|\b(please|can you|could you|will you|would you|help me|i want you to|kindly) )(write|tell|compose|make)( me| us| my)?( a| an)?( \w+)? (story|poem|song|rap|essay|speech|toast|joke|riddle|skit|sketch|drama|play|slogan|caption|jingle|prayer|vow|vows|quiz|sermon|khutbah|homily|devotion)\b/,
  /\bfor (my )?(class \d+|homework|assignment|science project|school project|my pupils|my students|my lesson|my book club)\b|\bfor school$/,
  // Teaching and schoolwork: "a lesson note for my JSS 3 class", "multiple choice questions for my SSS 2 pupils".
  /\blesson (note|notes|plan|plans)\b|\bmultiple choice\b|\b(jss|sss|js|ss) ?\d\b.{0,20}\b(class|pupils|students)\b|\bfor my (\w+ ){0,3}(pupils|students)\b/,
  /\b(catchy|good|nice|cool|creative|new) (business |company |shop )?names?\b|\bgive me a (\w+ ){0,2}name for\b|\b(ideas?|suggestions?) for (a |an |my )?(\w+ ){0,2}names?\b/,
  /\bbook (me |us )?(a |an )?(room|table|flight|ticket|hotel|seat|bus|car|taxi|hall|venue)\b/,
  /\b(become a lawyer|study law|wassce|waec|exam results?|favourite|favorite|sea coach|cruise ship|cruise)\b|\btrack (my )?(shipment|parcel|package|container)\b|\b(send|ship) a (package|parcel)\b/,
  /\bhow far is (?!(your|you|the office|the firm|it|una)\b)\w+|\bhow long is the (drive|journey|trip|flight)\b|\bhow long (does|will|would) it take to (drive|travel|go|get|fly) from \w+ to\b|\b(good|best|which) (restaurants?|supermarkets?|hotels?|bars?|night clubs?)\b/,
  new RegExp(
    `\\b(make|cook|prepare|bake|brew|fry|grill) (\\w+ ){0,2}(ginger beer|bread|cake|rice|soup|stew|fufu|cassava leaves|plasas|akara|juice|fish|chicken|tea|coffee|palm wine|jollof|doughnuts?|pancakes?|pepper soup)\\b(?! ${FOR_A_BUYER})|\\b(best|good|nice|cheap) (place|places|spot|spots|restaurant|bar|club) (to|for) (eat|drink|dance|relax|stay|swim|visit|buy)\\b`,
  ),
  /\bhow (do|to|would) (you |i |we )?say\b|\bwhat is .{1,30} in (krio|temne|mende|limba|french|english)\b/,
  /\bhow (do|can|to|should) (i |we )?(fix|repair|unlock|update|reset|format)\b|\bhow (do|can|could|to) (i |we |you )?(set up|setup|install|configure)\b (\w+ ){0,2}(whatsapp|facebook|email|gmail|phone|app|tiktok|instagram|printer|laptop|tv)\b|\b(wifi|wi fi|bluetooth|hotspot|data bundle)\b|\b(orange money|afrimoney|qmoney|mobile money)\b.{0,20}\b(down|not working|not going|failed|balance|agent|code)\b|\b(transfer|transaction) (is )?(not going|failed|pending|stuck)\b/,
  MOBILE_MONEY_ASKED,
  /\b(dollar|pound|euro|leone|naira|cfa) rate\b|\brate (to|of|for) (the )?(leone|dollar|pound|euro)\b/,
  /\bwho (is )?the (current )?(president|vice president|chief justice|minister|mayor|speaker|inspector general|governor)\b(?! of (your|the) (firm|chambers|office))/,
  /\b(cheapest|fastest|most reliable) (way|company|courier|shipping company|airline)\b|\b(company|companies|courier|airline|shipping line|line)\b.{0,40}\bcheapest\b/,
  /\b(flight|flights|fly to|flies|airline|airlines|beach(?! (land|plot|plots|property|house|lease))|beaches|vacation|tourism|offside)\b|\bferry (schedule|timetable|times?|tickets?|fares?|prices?|cost)\b|\b(when|what time) (does|do|is|will) (the )?(next |last )?ferry\b|\bbail (the )?water\b|\b(mathematics|maths) (exam|test|questions|lesson)\b|\b(set|mark|write) (an? )?(exam|test) (for|paper)\b/,
  // A footballer's contract is a contract to review: "my grandson want to sign football contract with a club"; nor is sport the
  // point beside a matter of the firm's ("di club nor pay we bonus… we wan lawyer", "do una handle sports case dem?").
  /^(?!.*\b(lawyers?|attorneys?|legal|cases?|crime|criminal|services|handle|contracts?|agreements?|police|station|arrest\w*|attack\w*|stone|stoning|beat|beating|owe|owes|owing|bonus|salary|wages|sue|defam\w*|injur\w*|invest|investors?|investing)\b).*\b(?!(football|footballer|soccer) (\w+ )?(contract|agreement|transfer)\b)(football|footballer|soccer|league|premier|arsenal|chelsea|barcelona|madrid|messi|ronaldo|free fire|fifa|pubg|interest rate|fixed deposits?|playlist|amapiano|afrobeats|fertili[sz]er|book club|fa cup|cup final|world cup|afcon|leone stars|players|sport|sports|basketball|cricket)\b/,
  /\b(capital of|capital city of|headquarter town|headquarters town|population of|first president|who invented|invented|history of|planet|cinema|celebrity|what year)\b/,
  /\b(who|which team) (won|scored|wins)\b/,
  /\b(birthday|wedding|love|christmas|anniversary|condolence|graduation) (message|letter|card|wish|wishes|speech|note|poem|song)\b/,
  /\b(prayer|eulogy|tribute) (to read|for (her|his|my|the|a) (late|funeral|memorial|wedding|send off))\b|\beulogy\b/,
  // A sum, even once shorthand has read its second number as a word ("4" as "for"); "raise the rent 3 times" is not one.
  /\b\d+ (plus|minus|times|divided by|multiplied by) (\d+|for|to)\b|\bsolve\b(?<!\b(problems|cases|matters|issues|disputes) (you|una|your lawyers|your firm|you people) (is |de |dey |can |do )?solve)/,
  /\b(orange or africell|africell or orange)\b|\b(price|prices|cost|costs|how much)\b.{0,25}\b(cocoa|coffee|palm oil|kilo|cattle|goats?|cows?|rice|sugar|fuel|petrol|diesel|cement|iphone|tecno|samsung|cruiser|bag|ticket|bread|flour|exchange rate|dollar|dollars|diamonds?|gold|carat|tyres?|tires?|plywood|timber|zinc|kerosene|charcoal|cooking gas|hearing aids?|white canes?|crutches|wheelchairs?|walking sticks?)\b/,
  /\b(write|draft|make|prepare)( me| us)?( a| an| my| our)?( \w+){0,2} (business plan|cover letter|covering letter|application letter|motivation letter|love letter|speech|essay|cv|resume|(donor|project|grant|funding|progress) (report|proposal|budget)|budget|company profile|tribute|obituary|biography|citation|memo)\b/,
  // Elections and who holds office: "where is my polling station?", "who will win the next presidential election?", "which radio
  // station will carry the debate?", "who is the MP for constituency 110".
  /\bpolling (station|centre|center|unit)\b|\b(voter|voters) (card|id|registration card)\b|\bmanifesto\b|^(?!.*\b(land|house|property|case|court|testament|inherit\w*|contract|dispute|quarrel)\b).*\bwho (will|go|is going to) win\b|\b(which|what) (radio|tv|television) station\b|\bwho is (the|our|my) (mp|member of parliament|councillor|mayor|minister|paramount chief)\b/,
  // Which of two things to buy, a car's oil, which lender gives loans: "is Suzuki or Haojue better for okada business", "how do I
  // change my car oil myself", "which microfinance gives the lowest interest?".
  /\bis (\w+ ){1,2}or (\w+ ){1,2}better\b|\bwhich (one )?is cheaper\b|\b(which|what|list of) (banks?|microfinances?|ngos?|organi[sz]ations?|lenders?)\b.{0,40}\b(give|gives|offer|offers|de give|lend|lends)\b|\b(change|top up|check) (my |the )?(car |engine )?(oil|tyres?|tires?|battery|brake pads?)\b/,
  // Kitchen times, driving lessons and a job asked of the firm: "how long to boil egg", "can you teach me to drive", "do una need cleaner?".
  /\bhow (long|many minutes) (to|do i|should i|for|fo) (boil|cook|fry|bake|roast|steam)\b|\bteach (me|us|my \w+) (to|how to) (drive|cook|swim|sew|bake|read|type)\b|\b(do|does) (you|una|your (firm|office|chambers)) need (a |an |any )?(cleaner|driver|cook|security|guard|watchman|secretary|receptionist|messenger|gardener|cleaners|drivers)\b|\bmake (the )?(ants|cockroaches|rats) (not|no|nor) (enter|come)\b/,
  // Pests and mould about the house: "wetin go kill bedbug for room?", "how to keep cats away".
  /\b(kills?|remove|get rid of|keep away|chase away|poison|spray) (\w+ ){0,2}(bed ?bugs?|cockroach(es)?|rats|mice|termites?|mosquito(es)?|lice|fleas|ants|pests?|snakes?)\b|\bkeep (\w+ ){0,2}cats? away\b|\b(remove|clean|get rid of) (\w+ ){0,2}(mou?ld|mildew|rust)\b/,
  // Translating words, a sum of profit, smoking fish, the ships due this week.
  /\btranslate (\w+ ){1,4}(to|into) (arabic|french|english|krio|temne|mende|chinese|spanish|fula|limba)\b|\bcalculate (my |the |our )?(profit|percentage|average|total|margin)\b|\b(smoke|smoked|smoking|dry|drying|preserve|preserving) (\w+ ){0,2}(fish|cocoa|beans|pepper|cassava|meat)\b|\bhow (to|fo|for) (make|build|sharp|sharpen|paint|plant|grow|polish) (a |an |my |the )?(\w+ ){0,2}(bed|chair|table|cupboard|door|blade|saw|furniture|garden)\b|\b(facebook live|live stream|livestream|ifrs|gaap|accounting standards?)\b|\b(krio|temne|mende|limba|french|english|fula) word for\b|\b(le|sll|usd|gbp|eur)( \w+)? rate\b|\b(which|what) (\w+ )?(ships?|vessels?) (are |is )?(arriving|coming|leaving|departing|due)\b|\b(ship|vessel|sailing) (schedule|schedules|arrivals)\b/,
  // Illness, money markets, shows, house hunting, word meanings and freight prices: not the firm's work even beside a topic's
  // words ("signs of malaria in children", "do you have houses for rent"); a question of the law about them still is.
  /\bdesign (a |an |our |my )?(logo|flyer|poster|website)\b|\b(malaria|fever|typhoid|symptoms|vaccinations?(?! (card|cards|certificate|certificates|record|records|book|papers?))|vaccines?|jabs|naming ceremony|pul at do|family planning|bitcoin|crypto|forex|netflix|tv series|tv show|soap opera|real estate agent|estate agent|bible verse|birth certificate)\b|\b(is|are) (it |the |this |that )?(\w+ ){0,4}(safe|dangerous|healthy|good|bad|poisonous) to (eat|drink|smoke|mix)\b|\b(do you|do una) (sell|have) (any )?(land|plots?|houses?|apartments?|flats?|generators?|cars?)\b|\b(houses?|flats?|rooms?|apartments?) (for|to) rent\b|\bsummari[sz]e the\b|\bwhat does the word\b|\bwhen (you|i) dream\b|\b(freight|shipping|container) rates?\b|\bopen a bank account\b|\b(do|does) (you|una|you people|you guys|your (firm|office)) (sell|sells)\b|\b(any|which) (\w+ ){0,2}(ngos?|company|companies|organi[sz]ations?|hotels?|shops?|schools?)( is| are)? (hiring|recruiting)\b|\btrack (a |the |my |our |his |her )?(\w+ ){0,2}(ship|vessel|boat|flight|parcel|package)\b|\blegal tender\b/,
  // A grade appealed, a tomato, a cracked screen, another company hiring: "cn u hlp me appeal ma grade?", "any clearing and
  // forwarding company that is hiring?" (not "our business is recruiting workers").
  /\bappeal (my |the |our )?(grades?|marks?|scores?|exam results?)\b|\bfruit or (a )?vegetable\b|\b(phone|laptop|tablet|tv) screen (is |got |has )?(cracked|broken|smashed)\b|\b(any|which|a|some) (\w+ ){0,3}(company|companies|business|shop|ngo)\b (that |which |who )?(is |are )?(hiring|recruiting)\b/,
  // Setting up a page or an account on a social network, not a business: "how to open a facebook business page".
  /\b(open|create|make|set up|start|grow) (a |an |my |our )?(facebook|instagram|tiktok|youtube|whatsapp business|twitter|x)( business)? (page|account|channel|group)\b|\b(get|verify) (my |our |a )?(facebook|instagram|tiktok|youtube|twitter|x)( business)? (page|account|channel) verified\b|\bblue tick\b/,
  // Aids and their errands: "any NGO that gives free crutches?", "who teaches sign language in Bo", "how do I get a disability
  // ID card", "register with the National Commission for Persons with Disability for the allowance"; what to do for fits
  // ("my son has fits at night, what should I do?"), not a threat to a child who has them.
  /\b(free|donate|donates|give|gives|giving) (\w+ )?(crutches|wheelchairs?|hearing aids?|white canes?|walking sticks?)\b|\b(teach|teaches|teaching|learn|classes|lessons|course) (in )?sign language\b|\bsign language (classes|lessons|course|teachers?)\b|\b(how|where) (\w+ ){0,4}(get|register|apply)\b.{0,40}\b(disability (id )?card|commission for persons with disabilit\w*)\b|\b(epilepsy|seizures?|fits)\b.{0,60}\bwhat (should|do|can|must) (i|we) do\b|\bwhat (should|do|can|must) (i|we) do\b.{0,60}\b(epilepsy|seizures?|fits)\b/,
  // Public errands and utilities: "how do i get a police clearance certificate", "register my baby's birth", "where do I pay my
  // EDSA bill", "my prepaid meter token not loading", "the date of the next council elections", "my teacher pin code".
  /\b(how|where) (\w+ ){0,4}(get|obtain|apply for|collect) (a |my |the )?police clearance\b|\bregister (my |the |a |our )?(baby|babys|child|childs|son|sons|daughter|daughters) birth\b|\bbirth registration\b|\b(edsa|guma valley)\b.{0,40}\b(bill|meter|token|pay)\b|\bmeter token\b|\bwhere (do|can) (i|we) pay (my |our |the )?(\w+ )?bill\b|\b(date|day) of (the )?(next )?(\w+ ){0,2}elections?\b|\bwhen (is|are|will) (the )?(next )?(\w+ ){0,2}elections?\b|\bpin code\b/,
  // Another place's days, money advice, a church to join and a trade to hire: "which bank is open on saturday?", "how to start
  // business with small capital", "which church has a widows' group?", "I need a plumber for my house" (not a worker's pay or
  // contract).
  /\b(which|what) (bank|banks|shop|shops|pharmacy|pharmacies|market|supermarket|hospital|clinic|restaurant)\b (\w+ ){0,3}(is |are )?(open|opens|close|closes)\b|\bhow (to|fo|for|do i|can i|i go|a go) start (a |small |my )*business (\w+ ){0,4}(with|wit) (small|little|\d+)|\b(which|what) (church|churches|mosque|mosques)\b|^(?!.*\b(contract|agreement|employ\w*|sack\w*|dismiss\w*|pay|paid|wages?|salary|owe\w*)\b).*\b(need|looking for|find|recommend) (a |an |good )?(plumber|electrician|carpenter|mason|painter|tiler|welder)\b/,
  // Courses, crops and pensions as facts: "which courses dem get fo Njala", "how long does cocoa take to start bearing",
  // "when will the NASSIT pension be paid".
  /^(?!.*\blaw\b).*\b(which|what) (courses|programmes|programs)\b|\bhow long (does|do|will|for) (\w+ ){1,3}(take )?(to )?(start )?(bearing|bear|germinate|mature|ripen)\b|\bwhen (will|is|does|do) (the |my |our )?nassit (pension|payment|money)\b/,
  /\b(reset|forgot|forgotten|change) (my )?(\w+ ){0,2}(pin|password)\b|\b(best|cheapest) (phone|phones|laptop|car|tv|generator|fridge|motorbike|tablet)\b/,
  /\bexchange rate\b|\bwhich phone\b|\b(iphone|samsung|tecno)\b/,
  // An animal's care, food or vet, not a dispute over one: "can I feed my dog cassava leaves", "which vet is open Sunday".
  /\b(feed|feeding|bathe|bathing|train|training|groom|grooming|deworm|deworming) (my|the|our|a|his|her) (dogs?|cats?|puppy|puppies|kittens?|goats?|sheep|chickens?|fowls?|pigs?|parrots?|pets?|cows?|cattle)\b|\bmy (dog|cat|puppy|kitten|goat|cow|chicken|pet) (is |de |dey )?(sick|ill|not eating|vomit\w*|cough\w*)\b|\b(which|any|a good|good|nearest|the nearest) (vet|vets|veterinarian|veterinary (clinic|doctor))\b(?!.{0,40}\b(sue|court|law|lawyer|pay|paid|owe|owes|contract|killed|negligen\w*)\b)/,
  // Charging a battery is not a charge the firm makes or defends.
  /\b(charge|charging|charj)( my| di| the| a| me| our)?( \w+)? (phone|battery|batteries|lamp|torch|power bank|laptop)\b/,
  // The price of land, a house or a car, not of the firm's work on one ("how much for a land case").
  /\b(how much (is|are|does|do|for|to buy|would)|(price|cost) of)( a| an| one| the)?( new| used| second hand| big| small)? (plots?|acres?|town lots?|cars?|houses?|flats?|apartments?|piece of land|land)\b(?! (case|cases|matter|dispute|transfer|search|deeds?|title|registration|lawyers?|consultation|survey|lease|rent|sale|purchase|papers|documents|conveyancing|accident|claims?|import|clearance|duty|tax))/,
];

/** The firm itself, or its people and services, as a visitor names them. */
const THE_FIRM =
  "you|your|yours|youre|una|u|ur|the firm|firm|the office|office|chambers|the chambers|(the )?(bo|freetown) (office|chambers|branch)|lawyers?|attorneys?|the lawyers?|legal|kamara|booking|bookings|appointments?|consultations?|enquiries|inquiries|questions|emergencies|urgent|whatsapp|calls|this|that|it|me|us|my|the team|team|staff";

/** Hours, a number, an address or a way somewhere asked about another place: "what time does Shoprite close". */
const ELSEWHERE = [
  new RegExp(
    `\\b(what time|which time|what day|which day|when) ((does|do|will|is) )?(the )?(?!(${THE_FIRM}|does|do|will|is|are|can|the|i|a|we|he|she|they|una|dem|e|because|becos|bcos|cos|coz|since|as|so)\\b)[a-z]+( [a-z]+){0,6} (open|close|opens|closes|opening|closing|leave|leaves|depart|departs|arrive|arrives|start|starts)\\b`,
  ),
  new RegExp(
    `\\bis (the )?(?!(${THE_FIRM})\\b)[a-z]+( (?!is\\b)[a-z]+){0,5} (office|bank|shop|market|hospital|ministry|council|embassy|clinic|supermarket|school|border|ferry|airport|checkpoint) (open|closed)\\b`,
  ),
  // "Does the Ministry of Labour open on Saturday?", "Is Western Union open on Saturday in Kenema?": another place's days.
  // Not a court's: some visitors take the firm for one.
  new RegExp(
    `^(does|do|will|is|are) (the )?(?!(${THE_FIRM}|there|anyone|anybody|someone|somebody|we|i|a|he|she|they|una|dem)\\b)([a-z]+ ){0,4}(ministry|bank|banks|union|moneygram|market|hospital|clinic|embassy|council|school|church|mosque|supermarket|pharmacy|nra|immigration|post office|airport|restaurant|hotel|salon)( [a-z]+){0,4} (open|opens|work|works) (on )?(saturday|sunday|saturdays|sundays|today|tomorrow|weekends?|holidays?)\\b`,
  ),
  // "is the Bo road open today?": a road, a bridge or the ferry, not the office.
  /\bis (the )?(\w+ )?(road|highway|bridge|ferry|junction)( \w+)? (open|closed|blocked|passable)\b/,
  /\b(nearest|closest) (\w+ ){1,3}(that|which|wey) (is |are )?open\b|\b(nearest|closest) (hospital|clinic|pharmacy|bank|atm|police station|hotel|restaurant|market|shop|school|church|mosque|petrol station|filling station)\b/,
  new RegExp(
    `\\b(opening hours|hours|phone number|phone numbers|telephone number|number|numbers|email address|email|address|location|website) (of|for) (the )?(?!(${THE_FIRM}|(our|my) (driver|drivers|visitors|staff|team)|freetown (office|chambers|branch)|consult|formal|correspondence|official|sending|documents?|papers?|enquir\\w*|call|calling|calls|whatsapp|text|sms|coming|next|this|the|week|weekend|today|tomorrow|holidays?|send|sending|submitting|documents|papers|correspondence|contact|contacting|business|work|opening|operation|asking|ask|making|questions?|requests?|review|reviewing|advice|partners|associates|lawyers|attorneys|staff)\\b)(?!(\\w+ ){0,2}(law|legal)\\b)(?!(a |an |my |our )?(new )?(case|cases|matter|matters|consultation|client|clients|appointment|booking|enquiry|complaint|records?|files?|reference)\\b)[a-z]+`,
  ),
];
/** The way somewhere by keke or bus: another place's unless the firm is named. */
const ROUTE = /\b(which|what) (keke|bus|taxi|poda poda|okada) (route|goes|go)\b|\b(keke|bus|taxi|okada|poda poda) (route|fare)s?\b/;
const MENTIONS_THE_FIRM = new RegExp(`\\b(${THE_FIRM})\\b`);

/** "Can I...?" asks for a judgement unless a practical answer fits better ("can I park?"). */
/** Words that are off-topic only when nothing in the message is about the firm's work ("a hotel" in a story about unpaid wages). */
const MAYBE_OUT_OF_SCOPE = [
  // Long illness ("a good eye clinic for cataract surgery?"), unless a matter of the firm's is told beside it.
  /\b(cataracts?|blood pressure|hypertension|diabetes|arthritis|dementia)\b/,
  // Building questions: "12mm or 16mm iron rod for the pillars?" (the speller may read "road"), "how long must the decking dry?".
  // A builder's cement or blocks in a dispute are the firm's work.
  /\b(termites?|iron (rods?|roads?)|concrete|decking|tiles|ceiling|laterite|stone dust|septic tank|plastering|roof timber)\b/,
  /\bindependence\b/,
  // "recommend me a good tailor": a recommendation of anything but a lawyer.
  /\b(recommend|suggest|do you know|you know)( me| us)? (a|an|some|the|any) (?!((good|nice|cheap|best|reliable) )?(lawyer|attorney|advocate|solicitor|barrister|judge|magistrate|court|case|law)\b)\w+/,
  /\b(catchy|caption|hashtag|cough|coughing|teething|hotel|hotels|tourist|game|match|movie|movies|film|films|music|restaurant|translate|translation|series|netflix|tv show|on tv|soap opera|channel|dhl|fedex|parcel|courier|post office|quote|quotation|malaria|fever|typhoid|symptoms|medicine|pregnant|pregnancy|diet|blood pressure|pray|prayer|prayers|bible|quran|koran|mosque|jumat|sermon|bitcoin|crypto|forex|atm|savings|catering|printing|conference hall|real estate agent|estate agent|apartment|bedroom|download|install|hair|skincare|skin care|lose weight|weight loss)\b/,
  /\bwhat does \w+ mean\b|\bmeaning of\b|\b(do you|do una) sell\b|\b(houses?|flats?|rooms?) (for|to) rent\b/,
  // A watch repairer, Monopoly's jail, a fever told in Krio, law school.
  /\b(watch|phone|shoe|tv|radio|fridge|laptop) (repair|repairs|repairer|repairers)\b|\bmonopoly\b|\bhead (is |are )?(de |dey |been )?hot\b|\blaw school\b/,
  /\bwhere ((can|do|could|should) (i|we|one)|(i|we) (can|could|should|go|fit)) (buy|get|find) (a |an |some |the )?(?!lawyer|attorney|advocate|solicitor|barrister|legal|help|you|your|una|office|firm|chambers)\w+/,
  /\b(open|create|register) (an? )?(orange money|afrimoney|bank|facebook|email|gmail|whatsapp|instagram|tiktok) account\b/,
  /^(?!.*\b(you|your|una|office|open)\b).*\b(public )?holidays?\b(?! hours| opening)/,
  /\bwho (is|be) the (richest|tallest|oldest|youngest|best|greatest|most famous|strongest)\b|\bbirthday\b|\bdj\b/,
  // Schools, repairs and papers from government offices, unless a practice area is the point ("school fees" the father will not pay).
  /\b(school|schools|university|college)\b(?! (fees|building|buildings|project|land|compound))|\b(screen|charger|laptop|mechanic)\b/,
  /\b(apply|applying|application|renew|renewing|get|getting)( for)?( a| an| my| the)?( \w+)? (passport|visa|driving licence|driving license|drivers licence|drivers license)\b/,
];

const MAYBE_JUDGEMENT = [
  // Not "should I bring my certificates to the meeting?" nor "can a taxi drop me at your door?": what to carry or how to come is practical.
  /^(can|could|should|may|must) (i|we|my|he|she|they|someone|somebody|a|an|the|his|her|our)\b(?!.*\bcome together\b)(?! (bring|carry|come|park|book|set up|arrange|schedule|call|visit|walk in|drop by|drop in|stop by|pass by|take (a )?(keke|taxi|okada|bus|poda poda)|(taxi|okada|keke|bus|poda poda|cab|driver) (drop|bring|park|stop)|pay (by|with|in|cash|the lawyer|you|una|small|part|monthly|every|later|after|instal\w*)))(?<!\b(someone|somebody)(?= (review|check|look|read|draft|help|explain|assist|represent|handle|call|contact|ring|phone|text)\b))(?! (\w+ )?(call|phone|ring|text|email|whatsapp|contact|reach) (you|una|u|your|the office|the firm)\b)(?! (have|get) (your|una|the firm s|the office) (\w+ )?(number|numbers|email|phone|contacts?|address|whatsapp)\b)(?! (talk|speak|tok|chat) (to|with) (a |an |the |your |una |one of (your|una) )?(lawyers?|attorneys?|someone|somebody|advocates?)\b)(?! (do|have|get|book|attend|join|make|schedule|arrange|fix|set up|move|change|reschedule|shift|postpone|cancel) (a |an |my |the |our )?(\w+ ){0,2}(consultation|appointment|meeting)\b)(?!.*\b(set up|book|arrange|schedule|fix) (a |an |the |my )?(meeting|appointment|consultation)\b)/,
  // A question put on a condition: "if my husband dies, can his brothers take the house?", "who pays if the cargo is damaged?".
  // The question comes after the condition, its verb before its subject, or before the condition.
  /\bif\b(?! (you|una|u|yu|your|it (is|would be|will be) possible|(this|it|here) is the right (place|office|firm|people))\b).{3,80}?\b((can|will|would|does|do|should|must) (i|we|he|she|they|it|dem|di|my|his|her|their|our|the|a|an|someone|somebody|anyone)|(is|are) (i|we|he|she|they|it|dem|di|my|his|her|their|our|the|someone|somebody|anyone)|who (pays?|gets?|owns?|go|will|inherits?|has))\b(?! (still )?(be )?(there|around|available|open|in the office)\b| (find|reach|contact|call|phone|get) (you|una|u)\b)/,
  /^(does|do|is|are|will|would) (?!(you|una|u|yu|your)\b).{3,100}\bif\b/,
  // Krio: "if mi man day, di bot go bi mi yon?", "if a lef mi man, a go kin tek di pikin dem?", "she fit tek di canoe?".
  /\bif\b.{3,80}\b((na )?(me|my|i|a|e|she|he|we|who) (go|fit) (be|pay|get|take|keep|claim|carry|can)|(the|di) \w+ go (be|become))\b/,
  // "I want to know if my wife can take everything", unless it asks about the firm or a visit ("wondering if I could come on Friday").
  /\b(know|wondering|wonder|ask|asks|asked|asking|find out|check|tell me|advise) if (?!(you|una|u|yu|your|there|it would|it is possible|(i|we|she|he|e|a|they|dem) (can|could|may) (come|book|see|meet|speak|talk|visit|park|bring|pay|get|have|make))\b)(\w+ ){1,7}(can|may|must|will|would|could|is allowed|are allowed)\b/,
];

/** The firm's own price or the parking's, not a duty the law puts on someone: "is the first consultation free or do I have to pay?". */
const NOT_THE_VISITS_PRICE = "(?<!\\b(consultation|consult|meeting|appointment|parking|visit)\\b.{0,40})";
const JUDGEMENT = [
  // What the law makes of it, in Krio or English: "di law gri wit dat?", "di paper get pawa na kot?", "who does the law favour?".
  /\b(the|di) law (agree|agrees|gree|gri|allow|allows|permit|permits|support|supports) (with |wit )?(that|dis|this|am|it|him|her|dem|them)\b|\b(get|has|have|carry) (power|pawa|force) (at|in|na) (the |di )?court\b|\b(who|which one|which side) (does |do |will )?(the|di) law (favour|favor|support|protect)\b/,
  // "my husband's family say I must marry his brother. is that the law?", Krio "dem fit fos mi?" (can they force me?).
  /\b(is|na) (that|this|dat|dis) (the |di )?law\b|\b(at|na|is) so (the |di )?law\b|\bis (that|this) (legal|allowed|lawful)\b|\b(they|dem|he|she|e) can (force|make) (me|us|her|him|my)$|\bcan (they|dem|he|she) (force|make) (me|us|her|him|my \w+) (to )?(marry|leave|go|sell|sign|pay|move|give)\b|\bcan (the |a )?(local |chiefdom |customary )?(court|judge|magistrate|chief) (send|put|jail|fine|sentence|lock)\b/,
  // "if a stop work e go legal?", "di decision go bind dem or dem fit refuse am?".
  /\b(e|it|that|this|dat|dis) go (be )?(legal|illegal|lawful|unlawful|against the law|allowed)\b|\b(decision|award|judgement|judgment|ruling) (go|will|would) bind\b/,
  // Asked at the end of a story: "…a fit break am down mesef?", "…can I keep his last salary?", "…are they right?",
  // "…would that be valid?", "di sel go stand?", "e go fit drive me any time e want?".
  /\b(i|we|a) can (?!.*\b(appointment|booking|consultation|meeting)\b)(pul|pull|break|knock|tear|throw|chase|evict|remove|demolish|sell|seize|sack|keep|withhold|block|lock|stop) (am|it|him|her|them|dem|the \w+|his \w+|her \w+|their \w+|my \w+)( \w+){0,3}$|(?<!\b(where|who|how much|what price) )\bcan (i|we) (keep|withhold|sell|evict|sack|remove|demolish|break|pull|lock|seize|block|deduct|terminate) (?!(\w+ ){0,3}(appointment|booking|consultation|meeting)\b)(\w+ ){0,4}\w+$|\b(are|is) (they|he|she|dem|e) (right|correct)$|\bwould (that|this|it) be (valid|legal|binding)\b|\b(would|will|can|does|do) (that|this|the|my|his|her|their) (will|testament|contract|agreement|sale|lease|papers?|document|marriage|deal) (still )?(hold|stand|be valid|count)\b|\b(sale|cell|deal|agreement|contract|testament|marriage|transfer|lease|paper|papers|document) (go|will|would|can) (stand|hold up|be valid)\b|\b(e|he|she|they|dem|landlord|the \w+) go can (drive|throw|chase|evict|sack|take|sell|seize|collect|arrest|lock)\b/,
  /\bis it ((still|even|also|really|actually) )?(legal|illegal|allowed|lawful|unlawful|against the law|a crime|an offence|possible to(?! (settle|resolve|mediate|solve) (\w+ ){0,12}(without|out of) (going to )?court\b| (do (a |an |the |my |our )?(consultation|meeting|call|video)|schedule|book|meet|see|arrange|come|speak|talk|have|get|call|pay|visit))|ok by law)\b/,
  /\bam i (not )?(entitled|allowed|liable|responsible|guilty|obliged|required|protected)\b/,
  // "wetin na mi rayt if…" (what are my rights if), "dis tin lijal?", "a fit sel in tin dem… o a go get wahala?".
  /\bwhat (is|are|at|be) (my|me|our|his|her|their) (rights?|chances?|options)\b|\b(this|that|dat) (thing|things|tin) (legal|illegal|lawful|allowed)\b|\b(or|o) (i|we|a) (go|will) (get|enter|be in|land in|fall in) (\w+ )?(problem|trouble|wahala)\b|\bwill (i|we) (get|be) in (\w+ )?trouble\b/,
  // Taking the law into one's own hands, asked: "can I just remove his things and change the locks?".
  /\b(can i|i can) (just |simply )?(remove|throw out|throw|sell|keep|seize|take) (his|her|their|in|im|the tenants?) (things|property|belongings|goods|stuff)\b|\b(can i|i can) (just |simply )?lock (the|his|her) (place|shop|house|room|door)\b|\bcan i (just |simply )?change the locks?\b/,
  // What the law allows, asked: "is adoption by a foreigner allowed in SL?", "before it becomes theirs", "dem go allow am?".
  /\bis (\w+ ){1,4}(allowed|permitted|legal|illegal|lawful) (in|under) (sl|sierra leone|salone|the law|our law|law)\b|\b(before|until) (it|the land|the house|the property) (becomes?|become) (mine|ours|theirs|his|hers)\b|\b(they|dem) go allow am\b/,
  // "police fit search mi os witout paper?", "can my school expel me?", "a de liable?", "a still na im legal wife?", "chances I get bail".
  /^(the )?(police|soldiers|they|dem) can (\w+ ){0,2}(search|arrest|hold|keep|detain|enter|take|seize)\b|\bhow long (the )?(police|they|dem) can (hold|keep|detain)\b|\bcan (my|the|a|his|her) (\w+ ){0,2}(expel|sack|evict|fire|dismiss|suspend|sue|arrest) (me|us|him|her|them|my)\b|\b(i|a|we) (is|am|are) (liable|responsible)\b|\bstill (at |is |am )?(his|her|im|in) legal (wife|husband)\b|^chances? (i|we|he|she|of)\b|\b(i|a|we) can (take|get|carry) (am|it|him|her|them) (back )?without (court|going to court)\b|\b(e|he|she|landlord) can (lock|sell|take|throw|evict|sack|seize|keep) (am|it|him|her|me|us|them) (just so|like that)\b/,
  // Who inherits, whether a paper or lease binds, whether there is a case, whether it counts, what a law can force, who may refuse.
  /\bwho (for|fo|go|will|should) (get|take|inherit|own) (the|di) (property|house|land|money|shop)\b|\bdoes (the|my|this|that) (\w+ ){0,2}(still )?(bind|apply to|protect)\b|\b(would|will) (i|we) have a case\b|\b(he|she|e|dem|they) can do (that|dat)$|\b(i|e|it) legal$|\b(dem|they) go pay\b.{0,40}\bor\b|\bstill can go (to )?court\b|\b(paper|contract|agreement) still (is |de )?(hold|bind)\w* (me|my|us)\b|\bhow (much|many) (years?|yia) (\w+ ){0,3}(prison|jail)\b|\b(the )?law can (force|make|compel)\b|\b(at|na) (my|mi|me) (own|yon)$|\b(at|na) (true|tru)$|\b(other|oda) (man|person|side|party) can (refuse|deny|appeal|challenge)\b|\bdoes the law (even )?(see|recogni[sz]e|accept|count)\b|\bhow long before (a |the |my )?(debt|claim|case) (expires|lapses|dies)\b|\bcan (a |an |the )?(\w+ ){0,2}(award|judgement|judgment|decision|will|contract|lease) be (challenged|appealed|cancelled|set aside|enforced|contested)\b|\bcan (the |a )?\w+ (line|company|bank|landlord|employer|school|council|owner) (refuse|withhold|keep|deduct|charge)\b|\bcan (a )?(person|someone|somebody|one) (get|be granted) bail\b|\bcan (the )?(nra|revenue|tax office|council|city council|government|ministry|authority|police|landlord|bank) (\w+ )?(seal|close|shut|lock|seize|demolish|auction)\b|\bdoes it count\b|\b(to|for) (be|become) (mine|ours|his|hers|theirs)\b|\b(we|i) can put (am|him|her|them) (at|in|into) (jail|prison)\b/,
  // Krio order, the subject before "can": "if police stop mi okada… dem fit tek di okada?", "if dem kech mi dem fit kari mi go kot?".
  /\b(dem|they) can (take|seize|sell|keep|carry) (my|our|his|her|the|am)\b|^if (they|dem|the police|police) (catch|arrest|stop|see)\b.{0,60}\b(can|will|go)\b/,
  /\b(is|are) (my|the|a|an|his|her|our) (\w+ ){1,3}(allowed|entitled|permitted|obliged|required|liable)\b/,
  // "is a lease of 99 years legal for a foreigner?", "is a paper signed by the chief enough to own land?", "am I right that...".
  /^(is|are) (a|an|the|my|our|his|her) (\w+ ){1,6}(legal|illegal|lawful|unlawful|enough to (own|prove|claim|sell|buy|show))\b|\bam i (correct|right) (that|to think|in thinking)\b/,
  // Time limits and grounds: "is it too late to report him?", "the statute of limitations", "grounds for divorce".
  /\bis it too late\b(?! (to|for) (book|come|call|visit|make|see|meet|an appointment|today))|\b(statute of limitations?|limitation period)\b|\bgrounds for\b/,
  /\bdo (i|we) (need|have to have) a lawyer\b|\bcan (i|we|he|she|they) (get|claim) (compensation|damages)\b|\b(is|are) (\w+ ){0,6}obliged to\b/,
  // Krio "ustem yia dem go gi am fo tif?" (how many years for stealing), "una tink se a get kes?", "if the court will accept".
  /\bhow (much|many) years? (dem|they|he|she|i|you|una|e) (go|will|would) (give|get|put)\b|\b(think|tink) (say |se |that )?(i|we|she|he|they|dem|e) (get|have|has) (a )?case\b|\bthe (court|judge|magistrate) (will|would) (accept|allow|believe|enforce)\b/,
  /\bwill (i|we|he|she|they) go (jail|prison)\b|\bhow long (\w+ ){0,3}(must|should|have to|has to) (give|wait)\b|\b(that|this) one (legal|illegal|allowed)\b|\bstatutory (notice|period|minimum|maximum|rights?|limit|requirements?|entitlements?)\b|\b(in)?admissible\b|\bcounts? as (a |an )?(real|legal|valid|proper)\b/,
  /\bcan (\w+ ){1,3}(sell|take|give away) (\w+ ){0,2}(land|house|property)\b.{0,20}\bwithout\b|\b(which|what) (one|paper|side|document|deed) (go|will|would) win\b|\b(jail|prison) or (just )?(a )?fine\b|\bfine or (jail|prison)\b|\b(paper|papers|document|agreement) (still )?strong\b/,
  /\b(does|do|did) (\w+ ){1,3}still (own|have a right|owe)\b|\bcan (dem|they|he|she|customs|the \w+) (take|seize|sell|keep) (my|our|his|her|the)\b/,
  new RegExp(
    `${NOT_THE_VISITS_PRICE}\\bdo(es)? (i|we|he|she|they|my \\w+|grandparents|parents|children|a \\w+) (have|has) (any right|a right|a case|to pay|to (?!come|bring|carry|book|call|visit|wait|make an appointment)|the right|any rights|rights|a claim|a chance)\\b`,
  ),
  /\bwhat are (my|our|his|her|their) (rights|chances|options|obligations)\b/,
  // "my rights as a tenant", not "I want to take action for my rights" (a matter to take up, not a question).
  /\b(my|our) rights (as (a|an)|if|when|under|in (this|a|my|our))\b/,
  // Not a will to be made: "a wan mek will, a get shares…".
  /(?<!\b(no|a|the|his|her|my|written|without|make|mek|write|draft|prepare|sign) )\bwill (i|we|he|she|they) (win|lose|go to|get|be(?! able to (park|come|visit|find|reach|bring|see|meet|pay|call|book)\b)|have to)\b|\bwill (they|the court|the judge) (send|put) (him|her|me|them|us) (to|in|into) (\w+ ){0,2}(prison|jail|remand|cell)\b/,
  // "how long will the case take", not "how long is a consultation".
  /\bhow (long|many years|many months) (will|would|can|could|do|does|is)\b(?! (a|the|your|my|our|each|one) (consultation|meeting|appointment|session|wait|visit)\b)(?!.{0,40}\b(by (bus|car|road|boat|ferry|plane|keke|okada|taxi|poda poda)|to (heal|grow|become|bring|dry|cook|arrive|reach)|before (the |it )?(\w+ )?(is |are )?ready|in (the |a |my )?(freezer|fridge|refrigerator)|visas?|passports?|spoils?|rots?|goes bad|go bad|battery|batteries|bulbs?|tyres?|generator|solar)\b)/,
  /\bhow many (years|months)\b.{0,20}\b(jail|prison)\b|\byears (in )?(jail|prison) for\b/,
  /\b(what is|whats|what s|what|which) (the )?(penalty|punishment|sentence|fine for|law on|law about|legal age|limitation)\b/,
  /(?<!\b(medicine|medicines|medication|tablets?|pills?|drugs?|vitamins?|herbs?|dose|injections?) )\bshould (i|we) (sign|accept|agree|pay|resign|leave|move out|sell|go to court|report|take(?! (a |the |any |some )?(keke|taxi|okada|bus|poda poda|medicine|medication|tablets?|pills?|drugs?|paracetamol|vitamins?|herbs?)))\b|\b(must|should) (they|he|she|the \w+|them) (pay|refund|compensate|return|give)\b/,
  /\bdo (i|we) (need|have) to go to court\b|^(does|do|will|would|is|can) .{0,60}\b(count|hold up|stand up|be valid|be accepted|be recognised|be recognized)\b/,
  /\bcan (i|we) (cancel|reverse|undo|annul|void|stop) (the|this|that|my|our|his|her) (sale|sales|marriage|contract|agreement|transfer|lease|will|deed|order|judgement|judgment)\b/,
  /\b(do|does|have|has|get) (i|we|he|she|they|my \w+|the (?!(timing|time|date|day|days|spelling|address|name|number|amount|figures?|size|price)\b)\w+|daughters?|sons?|women|a woman|the woman|wives|children) (have |has )?(a |the |any )?rights?\b|\b(get|has|have) (a |the )?right (to|for)\b/,
  /\b(who|do|does|can|will) (\w+ ){0,5}inherits?\b|\bwho is (liable|responsible)\b|\bam i (personally |legally )?(liable|responsible)\b|\bplead (guilty|not guilty)\b/,
  /\b(it is|its) (legal|illegal|allowed|lawful|unlawful)\b(?! (principles?|aspects?|side|issues?|matters?|implications?|status|framework|basis|system|department|team|advisers?|advisors?|officers?|documents?|papers?|fees?|costs?|owners?|name|entity|representatives?|duties|obligations|requirements?|history)\b)|\bis (that|this|it) (theft|fraud|stealing|assault|defamation)\b|\bwhat (go|will|would) happen\b/,
  /\bbe (enforced|accepted|recognised|recognized|upheld|cancelled|canceled) by (the |a )?(\w+ )?court\b|\b(will|would|can|could) (the |a )?(court|judge|magistrate|arbitrator)\b.{0,25}\b(cancel|enforce|accept|reduce|uphold|overturn)\b/,
  /^what if (?!.{0,40}\b(appointment|meeting|consultation|booking|late)\b)|\bcan (i|we) (make (him|her|them) pay|challenge|contest|reclaim)\b|\b(does|do|will|would|can) (the|a) (woman|man|wife|husband|mother|father|widow|children) get\b/,
  /\bdo (i|we) need (a |an |my |the |his |her )?(\w+ )?(permission|consent|conveyance|licence|license|court order)\b|\b(my|the|a|an|his|her|our) \w+ (is|are) (allowed|entitled|permitted|obliged|required|liable) to\b/,
  /\bwhat does the law say\b|\bby law\b|\bagainst the law\b/,
  // "what does the law in Sierra Leone say about…", "is there a law against…", Krio "na true law dat?".
  /\bwhat (does|do|did) (the |our )?laws? (\w+ ){1,4}(say|says)\b|\bis there (a|any) law\b(?! (school|schools|faculty|firm|firms|office|offices|student|students|book|books|course|courses|degree|class|library))|\b(na )?true law\b|\bis (that|this) (a |the )?(real|true) law\b/,
  // Taken or done without consent or notice: "can the council take my stall without giving me notice?", "di chief kin tek wi lan witout we agri?".
  /\bcan (?!(you|una|u|i come|we come)\b).{0,60}\b(without|with no) (\w+ ){0,2}(consent|agreement|agree|agri|permission|notice|knowledge|approval|court order|warrant|paying|compensation)\b/,
  // Who pays, put as a choice ("me or the company pay?"), a duty put after its condition ("if the goods are bad, I must still pay?").
  /\b(me|i|we|us|he|she|they|him|her) or (the |my |his |her |our )?\w+ (go |will |must |should )?(pay|pays|responsible|liable)\b|\bif\b.{3,100}\b(i|we|he|she|they) (must|should|have to) (still )?(pay|leave|move out|return|refund|give)\b/,
  // "will the owner win if he takes me to court?", "can I buy land as a US citizen?", "do I need to be Sierra Leonean?".
  /\bwill (the |my |his |her |our |a )?(?!(never|not|surely|definitely|always|probably)\b)\w+ (win|lose)\b|\bcan (i|we|a|an|he|she|they) (\w+ ){1,5}as a (\w+ )?(foreigner|citizen|non citizen|foreign national|non resident|resident|refugee|minor)\b|\bdo (i|we) need to be (a )?(sierra leonean|citizen|resident|married)\b/,
  // "can I still win in court?", "wetin na we chance fo win?", "dat paper go stand fo court?", "would I be entitled to NASSIT benefits?",
  // "would a tenant acquire any right to the property?", "personally liable", "can my sons later challenge it in court?".
  /\bcan (i|we|he|she|they) (still )?win\b|\bchances? (fo|for|to|of) win(ning)?\b|\bwhat (are|is) (the|my|our|we) chances?\b|\b(go|will|would|can) stand (fo|for|in|up in) (the )?court\b|\b(would|will|could) (i|we|he|she|they) be (entitled|allowed|liable|responsible|eligible)\b|\b(whether|if) (i|we|he|she|they) (would|will|could) be (entitled|eligible|liable)\b/,
  /\bacquire (any |a )?(right|rights|title|ownership)\b|\b(personally|jointly) (liable|responsible)\b|\bcan (my|his|her|their|the|they|he|she) (\w+ )?(later |still )?(challenge|contest|overturn|reverse)\b/,
  // Krio word order: "i stil fit get di moni?", "u fit still get bail?", "dem fit keep am forever", "na legal?", "i fit sell am legal",
  // "kot go mek am pay mi?", "di lan go be for her or for his brothers?", "im broda or im pikin dem go get di farm?".
  /\b(i|we|he|she|they|you|u) (still (can|fit)|(can|fit) still) (get|claim|recover|keep|be)\b|\b(dem|they|police) (can|fit) (keep|seize|sell|take|hold) (am|it|them|my \w+)\b|\b(na|at) (legal|illegal|lawful)$|\b(can|fit) (sell|keep|take|use|evict|sack) (am|it|him|her|them) (legal|legally)\b/,
  /\bcourt (go|will|would|can) (make|force) (\w+ )?(pay|leave|return|give)\b|\b(go|will|would) (be|belong) (for|to) (\w+ ){0,2}or (for |to )?\w+|\bor (\w+ ){1,4}(go|will) (get|inherit|take|keep|win)\b|\b(my \w+|dem|they) (go|fit) get (part|share|some)\b/,
  // "can school withhold my WASSCE certificate because my dad owes fees?", "can I force him to close them?".
  /\bcan (the |my |a |an |his |her )?(\w+ ){1,4}(withhold|hold back|keep|seize) (my|our|his|her|their) (\w+ )?(certificates?|diplomas?|transcripts?|results?|documents?|papers?)\b|\bcan (i|we) (force|make|compel) (him|her|them|dem|am) (to|fo)\b/,
  // "can the school of nursing stop me from writing exams because I owe fees?"
  /\bcan (the |my |a |an |his |her )?(\w+ ){1,4}(stop|prevent|bar|block|ban) (me|us|him|her|my \w+) (from|to)\b/,
  /\b(penalty|punishment|sentence) for\b/,
  // Not Krio "go court" ("e wan go kot", "dem tek mi go court say a tif", "e go kot nex wik"): going to court, a plan or a
  // story, not a question; but "a fit go kot fo mek am pe?" (can I go to court to make him pay?) asks what the court can do.
  /\b(can|could|should) go (to )?(the )?court\b.{0,25}\b(make|force|get|claim|recover|collect)\b|\b(will|would|can|could|does|do|did|may|might|is) (the |a )?(court|judge|magistrate|tribunal)\b(?! (work|case|cases|matters|papers|stuff)\b).{0,25}\b(give|award|grant|decide|do|order|say|rule|allow|take|make)\b|(?<!\b(i|we|a|wi|you|una|he|she|they|dem|e|will|to|must|should|can|cannot|not|nor|no) )\b(go|fit) (the )?court (give|award|grant|allow)\b/,
  /\bcourt (go|will|would|can|could|is) (give|award|grant|do|decide|order|send|put|force|release|free|cancel|annul|set aside|reverse|enforce|accept)\b/,
  /\b(will|would|can|could|does|do|may|might) (the |a )?(court|judge|magistrate)\b.{0,15}\b(send|put|jail|sentence|convict|release|free|force|believe|accept)\b/,
  /\bhow much\b.{0,30}\b(compensation|damages|award|awarded)\b|\bhow much (compensation|damages|money) (will|would|can|could|do|does)\b/,
  // Not shares to be settled on paper ("sort out who owns what", "everything on paper about who owns what", "who owns what
  // percentage"), nor a quarrel told ("fighting over who gets paid first").
  /(?<!\b(sort out|sorting out|decide|deciding|agree|agree on|paper about|papers about|write down|set out|clear about|fighting over|quarrel over|dispute over|arguing over|paper|paper which show|paper that shows) )(?<!\b(investors|grandmother|grandfather|grandma|grandpa|mother|father|mama|papa|uncle|aunt|aunty|husband|wife|boss|landlord|landlady|neighbou?r|man|men|woman|women|family|company|companies|landlords?|those|ones|owners?|partners?|brothers?|sisters?|children|chinese|foreigners) )\bwho (gets|get|will get|owns|own|is the (real|rightful|legal|true) owner|has the right)\b(?! (what|wetin|which (share|part)|what (share|part|percentage)|how much|good|nice|best|better|fine|cheap)\b)/,
  /\bhow (do|can|could|should) (i|we) (divorce|sue|evict|get custody|claim|win|file|contest|challenge|prove|get bail|get my|get back|recover|stop|avoid)\b(?! (my |the |our |his |her )?(\w+ )?(password|pin|passcode|account|photos|pictures|messages|chats|files|contacts)\b)/,
  // Not "rather mediate than sue", nor the other side's threat to ("my supplier threatened to sue me"), nor a wish to
  // sue, which asks the firm to bring the claim ("we want to sue for malicious prosecution", Krio "e wan sue polis", "I want a
  // lawyer to sue him for breach of contract").
  /(?<!\b(than|threatened to|threatens to|threatening to|threaten to|dont want to|do not want to|not want to|rather not|want to|wants to|want|wants|wan|would like to|wish to|intend to|plan to|decided to|ready to) )(?<!\b(lawyer|lawyers|attorney|you|una|someone|somebody) to )\b(sue|suing)\b/,
  /(?<!\b(draft|write|prepare|drawn up|draw up)\b.{0,120})\bwhat (happen|happens|will happen|would happen) (if|when|to (my|our|the|his|her) \w+ (if|when|after))\b/,
  /\bwhat (do|should|can|must) (i|we) do\b/,
  // "legally" asks about the law, not "I want to adopt them legally" or "so that the girl is legally ours"; nor does a
  // validity told ("they say the registration is not valid") or wanted ("so it is valid").
  /(?<!\b(not|no longer|never|nor|so its|so it is|so that it is|a|an|something|anything) )\b(valid|binding|enforceable|lawful)\b|(?<!\b(it|them|him|her|am|this|that|out|divorce|married|marriage|business|company|daughter|son|child|children|boy|girl|agreement|contract|lease|deal|partnership) )\blegally\b(?! (ours|mine|theirs|yours|his|hers)\b)/,
  /\bmy chances\b/,
  /\b(is|was) (that|this) (legal|illegal|allowed|lawful|unlawful|against the law|a crime|an offence|a criminal offence|normal)\b/,
  /\bwhat (does |did )?(the )?law (say|says)\b/,
  // Consequences and rights asked about a person: "can I go to prison for that", "could he still be removed".
  /\b(can|could|may|will|would) (i|we|he|she|they|someone|somebody|a person|one|my \w+|the \w+)( still)? (go to (jail|prison)|be (sent to|jailed|arrested|sued|evicted|removed|charged|prosecuted|sacked|dismissed|held (responsible|liable)|thrown out))\b/,
  /\bcan (the )?(police|landlord|employer|boss|bank|government|company|council|chief|family) (arrest|evict|remove|take|seize|sack|fire|keep|detain|lock|sell|refuse)\b/,
  /\bcan (i|we) (claim|recover|get back|demand|refuse|withhold|cancel|terminate|break|keep)\b.{0,60}\b(or|if|back)\b/,
  /\b(responsible|liable) (in|by|under) law\b|\b(is|are) (the |a |an )?(\w+ ){1,4}(responsible|liable) (for|when|if)\b/,
  // Unless the recognition is what the visitor wants done: "we want it recognised and enforced here".
  /(?<!\b((want|wants|need|needs|get|have)( (?!(know|whether|if)\b)\w+){0,3}|so its|so it is|so that it is) )\b(recognise|recognize|recognised|recognized|legally binding)\b(?! as (their|the|his|her|a|an|my)\b)/,
  /\bis (the |an |a )?(\w+ ){0,3}(award|judgement|judgment|decision|ruling|order|contract|agreement|will|marriage|divorce|deed) (final|valid|binding|enforceable|legal)\b/,
  /\b(could|can|may) (still )?be (removed|evicted|sued|charged|arrested|jailed|prosecuted|sacked|dismissed|thrown out)\b/,
  /\bcan (my|a|an|the|his|her) \w+ (be|become) (a |an )?(director|shareholder|owner|partner|guardian|executor|trustee|citizen)\b/,
  /\bwho (normally|usually|legally) (gets|get|owns|has the right|inherits)\b/,
  /\bhow (long|much) notice\b|\b(must|should) (the |my |a |an )?(landlord|employer|tenant|boss|company) (give|pay|provide|return|refund)\b/,
  /\b(do|does|can|will|would) (his|her|my|the|their|our) \w+( \w+){0,6} (also )?(inherit|get (a |any )?(share|part|portion|anything))\b/,
  /\bwhether (?!((one|any) of )?(you|your|una)|an interpreter|a translator|someone (who )?(speaks|can speak)|(the )?payments?|(the )?fees?|(the |my |our )?(consultations?|meetings?|appointments?) (can|could|may) be (conducted|held|done|carried out) in \w+)(\w+ ){1,5}(may|can|must|is allowed|are allowed|could)\b/,
  /\bhow many (years|months)\b.{0,30}\b(get|give|serve|jail|prison)\b/,
  /\b(do|does|will|would|can|could) (i|we|he|she|they|(my|his|her|our|their) \w+) (get|keep|inherit|lose) (the|my|his|her|our|their|any|a share of the) (house|home|land|property|money|children|kids|farm|car|shop|business|plot|estate)\b/,
  /\bcan (they|he|she|the \w+|(my|his|her|our|their) \w+|police|someone|somebody|anyone|a landlord|an employer) (jail|imprison|lock up|sue|evict|sack|fire|charge|prosecute|take|search) (me|us|him|her|you|my \w+)\b/,
  /\bcan (i|we|he|she|they) (still )?(go to|appeal|take (it|this|the matter|them|him|her) to) (the )?(high |supreme |magistrate |appeal )?court\b|\bappeal (the|a|his|her|my|our) (judgement|judgment|decision|ruling|sentence|award)\b/,
  // Krio: "a go win di case?" (will I win), "e get pawa?" (is it valid).
  /\b(a|i|we|wi|e|he|she|dem|they|my \w+) go (win|lose|get (the|my|di|his|her|our) (case|land|house|property|child|children|money))\b|\be get power\b/,
  // "can they sack me because...", "can the sale be cancelled", "can I appeal": what the law allows, asked of anyone but the firm.
  // Not what the firm can do ("I heard you can arrest a ship"), nor who can help ("who fit help me claim").
  /(?<!\b(you|una|u|firm|lawyer|lawyers) )\bcan (?!(you|una|u|your|ur|yu|help)\b)(\w+ ){0,4}?(be )?(cancel|cancelled|canceled|sack|sacked|fire|fired|evict|evicted|chase \w+ out|throw \w+ out|arrest|arrested|jail|jailed|sue|sued|seize|seized|claim|appeal|adopt|reclaim|deport|deported|dismiss|dismissed)\b/,
  new RegExp(
    `\\b(be|is|are|am) (legally )?(allowed|permitted) to (?!(park|bring|come|call|visit|book|pay (by|with|in)|see))\\w+|\\blawfully\\b(?! (due|owed|mine|ours|theirs|his|hers)\\b)|${NOT_THE_VISITS_PRICE}\\bdo(es)? (\\w+ ){1,3}(still )?have to (pay|refund|compensate|return|give|leave|move|let|allow)\\b`,
  ),
  /\b(law|court|judge) (go|will|would|can) (give|gi|return|restore)\b|\b(a|i|me|we|e|he|she|who|my \w+) go (keep|kip|take) (the|di|my|our) (child|children|house|land|property)\b/,
  /\be legal\b|\bwhat (is |at |na )?(my|our) rights?\b|\bwho (go|will) get\b|\b(will|would) (the )?court let\b|\bmust (a|the|my|his|her) \w+ pay\b/,
  /\bat what age\b|\b(is it|at|it is) true (say|that)\b(?! (you|your|una|the office|the firm))/,
  // "is that even legal?", "law alow that?", "she get right?", "must I pay?", "can he actually do that?", Krio "he can do it?", "e fit do dat?".
  /\bis (that|this|it) (even|really|actually) (legal|illegal|allowed|lawful|unlawful)\b|\blaw (allow|alow|allows|permit|permits)\b|\b(she|he|they|i|we|dem|e) get (right|rights)\b|(?<!\bparking\b.{0,40})\bmust (i|we) pay\b/,
  /\bcan (he|she|they|dem|e|the \w+) (actually |really |legally |even )?do (that|this|it)\b|\b(he|she|they|dem|e) (can|fit) do (it|that|this|am)\b|\bis it true (i|we|you|he|she|they)\b/,
  /\bcan (they|he|she|the \w+|police) still (charge|arrest|sue|jail|prosecute|evict|sack|take) (me|us|him|her|you|my \w+)\b|\bcan (they|the police|police|he|she) (\w+ )?(arrest|charge|expel|sack|chase|take) (\w+ ){0,2}again\b|\bcan (they|he|she|the \w+) (expel|chase) (me|us|him|her|my \w+)\b|\blaw say (\w+ ){1,2}(for|must|should) \w+/,
  /\b(dem|they|landlord|police|he|she|e) can (put|throw|take|jail|lock|sell|chase|fine|drive|sack) (me|my|you|us|him|her|your|the child|the children|the pikin)\b/,
  // "does the law give him the right?", "how a court would actually rule", "is the factory still responsible?", "dat legal?",
  // "under Sierra Leone law, must a foreign shareholder…", "is a fine or prison more likely?", Krio "a go able get dem back?", "wi fit take dem court an win?".
  /\bdo(es)? the law (give|allow|let|say)\b|\b(court|judge|magistrate)s? (would|will|go|can) (actually |really )?(rule|decide|say|give|award|order|exclude)\b|\b(would|will) (a|the) (\w+ ){0,2}(court|judge)\b.{0,25}\b(exclude|admit|accept)\b/,
  /\b(is|are) (the |a |an )?(\w+ ){1,4}still (responsible|liable)\b|\b(that|this) legal$|\bunder (\w+ ){0,3}law (must|can|may|is|are|does|do|will|would)\b|\b(fine|prison|jail) (or|more) (\w+ ){0,2}likely\b/,
  /\bgo (able|be able to) get\b|\b(court|case) (and|an) win\b|\b(mean|means) (say|that) (i|a|we) (not|nor|no|wont|will not) (go )?get\b|\bdo (they|dem|he|she|the \w+) (still )?owe (me|us)\b/,
  // "what is the legal position?", "who win by the law?", "would the court be on her side?", Krio "a go go prison?".
  /\blegal position\b|\bwho (win|wins|will win|go win|would win)\b(?! (the |di |d |dis |this |that |last |tonight |today )?(\w+ )?(match|matches|final|finals|game|games|league|cup|trophy|elections?|fight|race|competition|tournament|award|prize|derby|contest|pageant|lottery|lotto|jackpot|semi final|quarter final)\b)|\b(is|are|am|be) (he|she|they|i|we|it) (legally )?(entitled|allowed|permitted)\b|\b(would|will|can) (the )?(court|judge|magistrate) be on\b/,
  /\b(a|i|e|he|she|dem|they|we|wi) go go (prison|jail|cell)\b|\b(are|is|am) (you|we|i|they) allowed (to|2) (record|film|refuse|keep|sell|build|stop)\b/,
  // Krio and plain asks of who is right: "e tru?", "e correct?", "a kin kot am?", "if ship company lose my container who must pay",
  // "dem fo pay mi di ful price or no?", "wu kin get di pikin if wi divos?", "di arbitration paper kin fos dem?".
  /\be (true|correct|fair)$|\b(i|a|we|wi) (can|fit) (court|sue) (am|him|her|dem|them)\b|^if\b.*\bwho (must|should|go|will|for) pay\b|\b(dem|they|he|she) (for|must|should) pay (\w+ ){0,5}or (no|not)$|^if\b.*\b(can|fit|will) force (dem|them|him|her|am)\b|\b(who|wu|hu) (can|will|go|must|should) (get|keep|take) (the |my |our )?(child|children|pikin|kids)\b.*\bif (we|wi|i|a) divorce\b/,
  // Whether someone may, must or will get something, asked in the visitor's own forms: "can he get custody over me?", "can my
  // relatives sell our property without my signature?", "am I still entitled to…", "am I, as a non-resident, permitted to…",
  // "am I the one responsible for the fine?", "is that a valid divorce?", "does an unregistered conveyance still count as
  // proof?", "do I get to choose…", "can I be punished twice?", "am I automatically the administrator…", Krio "e rayt fo am?".
  /\bcan (he|she|they|dem|my \w+|his \w+|her \w+) (\w+ )?(get|take|claim|have) (custody|the (children|child))\b|\bcan (my|our|his|her|the) (\w+ ){1,4}(sell|take|evict|sack|stop|block|keep|collect|claim|inherit) (\w+ ){0,4}without\b|\b(am i|are we|is (he|she|it|the \w+|a \w+))( \w+){0,4} (entitled|permitted|eligible|liable)\b|\b(am i|are we) (the|di) (one|ones) (responsible|liable)\b|\bis (that|this|it|dis) (a |an )?(valid|legal|lawful|proper) (\w+)$|\b(still )?count as (proof|evidence)\b|\bdo (i|we) get to (choose|decide|keep|stay)\b|\bcan (i|we|he|she|they) be (punished|tried|sued|jailed|fined|prosecuted) (twice|again)\b|\bam i automatically\b|\bwhether (\w+ ){1,10}(is|are) (entitled|permitted|allowed|liable) to\b|\be (right|rayt) (for|fo) (am|dem|him|her|me|mi)$/,
  // Entitlement and liability asked in plain forms: "does he get a share of his father's property?", "can we get the award set
  // aside?", "can he still be tried as a juvenile?", "what are the legal rights of a girl of 15…", "can I ignore the clause?",
  // "do his brothers have the right to take the house?", "does the church have to agree?", "can I go after the owner
  // personally?", "is it legally possible to adopt from abroad?", "does the Disability Act make it compulsory for banks…?".
  /\b(does|do) (he|she|they|my \w+|the \w+|a \w+) ((\w+ ){1,5})?get (a |an |any |his |her |their )?(equal |bigger |smaller |the same |more |less )?(share|shares|part|portion|inheritance)\b|\bcan (we|i) get (the|my|our|this|that) (\w+ ){0,2}(set aside|overturned|reversed|annulled|quashed)\b|\bcan (he|she|i|they|we|my \w+) (still )?be (tried|sued|prosecuted|punished|held liable|held responsible|jailed|imprisoned|arrested|fined)\b|\bwho (owns|own|gets|get) (the|our|my|this|that|di) (\w+ ){0,5}(me|us|him|her|them|i|we) or\b|\bwhat are the (legal )?rights of\b|\bcan (i|we) (just |simply )?(ignore|cancel|terminate|get out of|break) (the|this|my|our|that) (clause|contract|agreement|lease|deal)\b|\bdo (his|her|my|the|our|their) \w+ (have|hav) (the |a |any )?(right|rights|rght) to\b|\bdoes the \w+ have to (agree|approve|sign|consent)\b|\bcan (i|we) (go after|sue|hold) (the )?\w+ personally\b|\bis it legally (possible|allowed|permitted)\b|\b(does|do) (a|an|the) (\w+ )?\w+ (have|has) (the |any )?(power|right|authority) to\b|\bwill they (demolish|evict|arrest|sack|seize|take|charge|sue) (it|me|us|him|her|them|my|our)\b|\b(does|do) (the )?(\w+ ){0,6}(act|law|constitution|regulations?)( \d{4})? (make it (compulsory|mandatory|illegal|legal)|require|requires|oblige|obliges|allow|allows|forbid|forbids)\b/,
  // "can he put me and the pikin dem out?", "who suppose to repair di roof, me or di landlord?", "does the new owner have to
  // respect my lease?", Krio "dem get fo pay me?", "does a community committee need to be registered before it can collect money?".
  /\bcan (he|she|they|dem|it|the \w+|my \w+|his \w+|her \w+|the new \w+) (put|throw|drive|push|force|kick|chase) ((\w+ ){1,5}out|(me|us) (before|from|comot|commot))\b|\bwho (is |are |de |dey )?(suppose|supposed|responsible|meant) (to |for )?(repair|pay|fix|maintain|bear|cover|replace)\b|\b(does|do|must) (the|a|an|my|our) (new )?(\w+ ){0,3}(have to|need to|has to) (respect|honour|honor|accept|keep|follow|register|be registered|obey|be paid|pay)\b|\b(does|do) (the|a|an|my|our|their) (\w+ )?owe (me|us|him|her|them) (compensation|damages|money|anything)\b|\bcan (the |my |his |her |their )?(\w+ ){1,6}(take|drag|carry) (me|us|him|her|them) to court\b|\b(dem|they|he|she) (get|got) (for|to) (pay|refund|compensate|replace|repair|return) (me|us|him|her|them)(?=( \w+){0,3}$)/,
  // "can he really take it from us?", "can the chief give it to someone else?", "can I get my share back?", "does my neighbour
  // need my permission before he builds…?", "am I within my rights to…?", "can I make his parents pay?", Krio "e fo pay?", "can
  // they keep it that long?".
  /\bcan (he|she|they|dem|the \w+|my \w+|his \w+|her \w+) (really |just |legally )?(take|give|sell) (it|them|am|the \w+|our \w+|my \w+) (from|to) (us|me|someone|somebody|another|anybody|anyone)\b|\bcan (i|we) (get|claim|take) ((my|our) (share|part|portion|money|land|plot)|it|them|am) back\b|\b(need|needs) (my|our) (permission|consent|approval) (before|to)\b|\b(within|in) (my|our|his|her|their) rights? to\b|\bcan (i|we) (make|force|get) (him|her|them|his \w+|her \w+|the \w+|my \w+) (to )?(pay|refund|compensate|replace|repair|return|give)\b|(?<!\b(what|wetin|how much) )\b(e|he|she|dem|they|i|a|ah) (fo|for) pay$|\bcan (they|dem|the police|police) (legally |still )?(keep|hold|seize|sell) (it|them|am)( that long| so long| for (so|that) long| without\b|$)/,
  // "can they really sell it?", "will that be kidnapping?", "does the arbitration clause in my contract stop me from going to
  // court?", "is the owner responsible or only the driver?".
  /\bcan (he|she|they|dem|the \w+) (really|legally|just) (sell|take|keep|seize|destroy|auction) (it|them|am|my \w+|our \w+)\b|\bwill (that|this|it) (be|count as) (\w+ )?(kidnapping|abduction|theft|stealing|fraud|a crime|an offence|illegal|trespass)\b|\b(does|do|will|would|can) (the|this|that|my|our) (\w+ ){0,3}(clause|agreement|contract|law|rule)\b.{0,50}\b(stop|prevent|bar|block) (me|us|him|her|them) from\b|\b(is|are) (the|my|his|her|their) (\w+ )?\w+ (responsible|liable)\b(?= (for|or|to pay))/,
  // Blame asked about: "can police hold me responsible if my stolen phone was used for a scam?", "will the court find him liable?".
  /\b(can|could|will|would|may|might) (\w+ ){1,2}(hold|find) (me|him|her|us|them|you|u|someone|anybody|anyone|the \w+|my \w+) (responsible|liable|accountable|guilty)\b/,
];

const CANCEL = /^(cancel|stop|quit|exit|abort|never ?mind|forget it|no thanks|cancel (it|that|this|booking|the booking)|i (dont|do not) want to book)$/;
const START_OVER = /^(start over|start again|restart|begin again|from the start|reset)$/;

const any = (patterns: readonly RegExp[], text: string) => patterns.some((pattern) => matches(pattern, text));

/**
 * A detention told as over ("released on bail", "in prison for five years and now he is free") is
 * a matter for a criminal or land lawyer, not a call now, unless someone is still held. Only a
 * release said outright counts: "has not been released", "two days ago" and "won't let me go" do not.
 */
const DETENTION_OVER =
  /(?<!\b(not|never|nor|wont|dont|didnt|refuse to|refused to|refusing to|refuses to|yet to|no can|cannot|cant|can not|unable to|could not|couldnt)( be| have| has)?( been)? )\b((?<!\b(get|got|have|getting|want|wants|need|needs|help|to be|be|will be|wont be) (\w+ ){0,2})(?<!\b(before|until|till) (they|he|she|we|i|you|the \w+|my \w+) (are|is|am|get|gets) )released|let (me|him|her|them|us) go|came out|(has|have|don|finally|just) come out|deported|on bail|(at|na|pan) bail|case was dismissed|(has|have|don) (release|free|fri)\b|\b(dem|they|police) (has|have|don) (left|lef) (me|my|him|her|am|us)\b|\b(has|have|had) (since )?(been )?(released|freed)\b(?= (and|but|want|wants|now)\b)|\b(has|have) (leave|left) (pademba|prison|jail|the cell|custody)\b|\b(dem|they|police) (release|free|fri) (me|my|him|her|am|us|them) after\b|(has|have|don) (come|reach|returned|return) (back )?home\b|(came|come|comot|has come|don comot) (out )?(from |of )?(pademba|prison|jail|the cell|custody)|last (year|yr)|(\w+ )?years ago|(gave|given|granted|got|paid|pay|(has|have|don) give|(police|they|dem) (give|gi)) (\w+ )?bail)\b|\b(is|am|are) now free\b|\bnow (im|i am|hes|shes|he is|she is|theyre|they are) out\b|\b(hes|shes|theyre|im|(he|she|they|i|(my|our|his|her) \w+) (is|s|are|am)) (out now|now out|(back )?home now|now (back )?home|back home)\b|\b(who|that) (was|were) (arrested|detained|held) (\w+ ){0,3}(is|are) out now\b|\bnow (e|he|she) (is )?free\b|\bnow (he|she|i|a|e|they|dem) (is |am |are )?free\b|\b(he|she|i|a|e|they|dem) (is |am |are )?free now\b|(?<!\b(before|befo|bifo|until|till|when|wen|if|to|will|go|must|should|can|could|would|let|make|mek|wait for|waiting for) )\b(dem|they|police) ((don |have )?(release|released|free|freed)|(has |have |don )?(leff|lef|left)) (me|mi|him|her|us|them|am)\b(?!(?<=(leff|lef|left) \w+) (in|inside|at|for|there|na|with|wit|under|lock|locked|behind|bihen|is)\b)/;
const STILL_HELD =
  /\b(still(?! (is |are )?(go |going |de )?(at |in |before )?(the )?(\w+ )?(court|pending|going|ongoing|open|active))(?! (have|has|got|feel|feels|hurt|hurts|suffer\w*|carry|bear|charge|sue|court|claim|appeal|calls?|called|laughs?|insults?|blames?|suspects?|treats?|thinks?|says?)\b)(?! (is |are )?(on|in) (the |their |his |her |police |a )?(list|lists|records?|files?|system|database|books?)\b)(?! (arrest|arrested|lock|locked|detain|detained) (\w+ ){1,3}(last (week|month|year)|(\w+ )?(days?|weeks?|months?|years?) ago)\b)(?! (hold|holds|holding|keep|keeps|keeping) (my|our|his|her|their|the|in) (\w+ )?(moto|motor|motorbike|bike|okada|keke|cars?|vehicles?|phones?|goods|money|things|papers|documents|passport|licen[cs]e|containers?|load|shop)\b)|since(?! (been|then)\b| (i|he|she|we|they|you) (got|was given|was granted|were given|were granted|came out|was released|were released)\b)|right now|today|tonight|(?<!\b(arrest|detain|hold) (\w+ ){0,3})(?<!\b(case|matter|trial|hearing)( is| has)?( on| back| started| starting| called| come up)? )again|(?<!\b(arrest|arrested|detain|detained|charge|charged) (me|him|her|us|them|am|my( \w+)?) |\b(arrested|detained|charged|picked up|taken in) |\b(pay|paid|finish|finished|sign|signed|decide|decided|settle|settled|gone|go|went|call|called|come|came) (\w+ ){0,3})yet)\b|\b(not|never|nor|wont|dont|refuse|refused|refusing|refuses)\b.{0,25}(?<!\b(they|dem|police) )\b(release|released|let \w+ (go|out))\b|(?<!(?<!\b(but|bot) (my|our|his|her|the) \w+ )\b(was|were) )\b(is|are|i am|im|hes|shes|theyre)( all| both)? (in|at|inside) (the )?(cell|cells|station|prison|jail|custody|lockup)\b|\b(police|soldiers|army|cid|osd|they|dem) (is|are) (at|by|outside) (we|our|my|the|his|her) (door|gate|house|compound|shop)\b|\bget (him|her|them|me|us|am|my \w+) out\b|\b(has|have|hes|shes|theyve|ive) been (in|inside|at) (the )?(cell|cells|station|prison|jail|custody|lockup)\b|\b(i am|im|we are) (in|inside) (the |their |a )?(police )?(van|pickup|vehicle)\b|\b(have|has|ive) been (in|at|inside) (the |a )?(police )?(cell|cells|station|custody|jail|prison|lockup)\b(?! (before|once|twice|in \d+))|\b(which|what) (police station|station|cell|prison|jail) (he|she|they|my \w+) (is|are) (in|at|held|kept)\b/;

/**
 * What the police, or anyone, may do to a person, asked in general ("can police keep somebody 72
 * hours?", "if police come without a warrant, can they search?", "can a landlord get me
 * arrested?"): a question for a lawyer, not someone held now.
 */
const POLICE_POWERS_ASKED = [
  // "police fit search mi os?", "how long police fit hold person?", "can I make police arrest him?", "can they hold me like that?".
  new RegExp(
    `^(the )?${FORCES} (can|could|may) (\\w+ ){0,2}(search|arrest|hold|keep|detain|enter|take|seize|come (inside|into))\\b|\\bhow long (the )?${FORCES} (can|may|must|should|could) (legally )?(hold|keep|detain)\\b|\\b(make|get|let) (the )?police (to )?arrest\\b|^(?!.*\\b(${FORCES.slice(1, -1)}|station|cell|custody)\\b).*\\bcan (they|he|she|the \\w+) (hold|keep|detain) (me|him|her|us|them|the person|a person|someone|somebody)\\b`,
  ),
  // "if polis stop mi, dem fit search mi fon?", "wi fit put am na jail or na civil matter?", "how long polis fo hol pesin".
  /\bif (the )?(police|soldiers|they|dem) (come (and |to )?)?(stop|catch|arrest|search)\b|\b(we|i) can (put|send|get) (am|him|her|them) (at|in|into) (jail|prison)\b|\bhow long (the )?police (for|can|may|should) (hold|keep|detain)\b/,
  // A power asked of without a warrant or a reason: "can men in plain clothes arrest someone without showing ID?", "would
  // they need a warrant to search like that?".
  /\b(can|could|may) (the |a )?(\w+ ){0,3}(arrest|detain|hold|search|seize|take) (someone|somebody|a person|people|anyone|anybody|you|me|us) (\w+ ){0,2}without (a |any )?(warrant|court order|showing|paper|charge|charging|reason)\b|\b(would|do|does|did|will) (they|the police|police|the officers|officers) need (a |any )?(warrant|court order|paper|papers) (to|before|for) (search|searching|enter|entering|come|coming)\b/,
  // Asked from the start as a question of what may happen: "can they arrest me for a debt?".
  // "can a landlord get me arrested for rent?", "can a 14 year old be sent to prison?".
  /^(can|could|may|will|would|is it legal for) (they|he|she|someone|somebody|anyone|a person|one|my \w+|(a|an|the) \w+) ((\w+ )?(arrest|detain|jail|lock up|imprison)|(get|have|make) (me|us|him|her|them|someone|somebody) (arrested|detained|jailed|locked up))\b|^(can|could|will|would|may|might) (a|an) (\w+ ){0,4}(be|get) (arrested|detained|jailed|locked up|imprisoned|sent to (prison|jail))\b/,
  // "when police arrest somebody, must they let him call family?": what happens to anyone arrested.
  new RegExp(
    `\\b(when|wen|if|once) (the )?${FORCES} (arrest|detain|hold|stop|search|catch) (somebody|someone|sumbody|a person|anyone|anybody|you|people|a suspect|suspects|a child|a minor)\\b`,
  ),
  // "if someone is arrested, do they have the right to a phone call?": what happens to anyone arrested, told in the passive.
  // Asked of no relative: "my brother was arrested; if someone is arrested, can the family visit?" is someone held.
  new RegExp(
    `^(?!.*\\b(${RELATIVE})\\b).*\\b(if|when|once|after) (someone|somebody|sumbody|a person|anyone|anybody|a suspect|suspects|people|a child|a minor|you) (is|are|gets?|has been|have been|was) (arrested|detained|held|picked up|taken in)\\b`,
  ),
  // Asked in general, not of a relative: "can the police hold my brother without charge?" is about someone held.
  new RegExp(
    `^(?!.*\\b(${RELATIVE})\\b)(can|could|may|might|if|what if|suppose|supposing|is it legal for|is it true( that)?|are) (the |a |an )?(\\w+ )?${FORCES}\\b`,
  ),
  // Whether the police have the right, or must, asked of no relative: "police get right for collect moni for bail?", "did they
  // have the right to go through my messages?", "e legal for police search mi os witout paper?", "must an officer show
  // identification when arresting someone?". "They took my brother, did they have the right?" is someone held.
  new RegExp(
    `^(?!.*\\b(${RELATIVE})\\b)(?!.*\\b(they|dem|${FORCES.slice(1, -1)}) (has |have |don |are |is )?(have|has|got|hold|held|holding|keep|kept|keeping|lock|locked|arrest|arrested|take|took|taken) (me|my|us|him|her|them|am)\\b).*(\\b${FORCES}( dem)? (get|have|has) (the |any )?(right|power|powers|authority) (to|for|fo)\\b|\\bdid they have (the |any )?(right|power|authority) to\\b|\\b(e|is it|it is|its|is) (legal|lawful|allowed) for (the )?${FORCES}\\b|\\b(when|while|before) (arresting|detaining|searching|stopping) (someone|somebody|a person|anyone|anybody|people|a suspect|suspects)\\b|\\b(does|do|must|should) (a |an |the )?${FORCES} (officer |officers )?(have to|need to|has to|must|need|needs|require|requires) (a |any )?(warrant|papers?|permission|court order)?\\b)`,
  ),
  // Anyone held, asked about in general ("does a person arrested have the right to see a lawyer?"), or whether the forces may
  // hold the visitor for something told ("A nor get ID card. polis fit hol mi fo dat?").
  new RegExp(
    `^(does|do|can|must|should|is|are|will|may) (a|an|the|any) (person|suspect|child|minor|youth|detainee|citizen|civilian|woman|man|prisoner|accused)( \\w+){0,3} (who is |who was |that is )?(arrested|detained|held|in custody)\\b|\\b${FORCES} (can|fit|go) (hold|arrest|lock|detain) (me|my|us|you|person|somebody|someone|anybody) (for|fo) (that|this|am|it)\\b`,
  ),
  // Whether someone may have the visitor arrested or jailed: "if I push him back, can he have me arrested?", "can dem put me na
  // prison for buying car wit fake paper?".
  /\b(can|could|will|would|fit) (they|dem|the police|police|the court|court|the judge) (put|send|throw) (me|us|him|her|them) (in|into|at|to|na|for) (prison|jail|cell)\b/,
  /\b(can|could|will|would|may) (he|she|they|dem|my \w+|the \w+) (have|get|make) (me|us|him|her) (arrested|detained|locked up|jailed)\b/,
  // "What is the maximum period the police may hold a suspect?": asked in general.
  new RegExp(
    `\\b(how long|maximum period|maximum time|how many (hours|days)) (\\w+ ){0,4}(can|may|must|should|could) (the )?${FORCES} (legally )?(hold|keep|detain)\\b|\\b(maximum|longest) (period|time)\\b.{0,20}\\b${FORCES} (can|may|must|should) (legally )?(hold|keep|detain)\\b`,
  ),
];

/**
 * A wrong someone wants brought before the police or the courts as a crime: "we want to report him and press charges",
 * "I want him prosecuted", "wi wan charge am", "we want police to catch am". The one to be held is the other side,
 * not yet held: a criminal matter to take on, not someone in custody.
 */
const WANTS_PROSECUTION =
  /\b(press|pressing|file|lay|bring) (criminal )?charges?\b|\b(want|wan|wants|would like|like) (to |(someone|somebody|a lawyer|you|una) to )?(charge|prosecute) (him|her|them|am|dem|the \w+)\b|\b(want|wan|wants|need|needs) (him|her|them|am|dem|the (?!(vessel|ship|boat|cargo|goods|container)\b)\w+) (to be |to get )?(prosecuted|charged|arrested|jailed|locked up)\b|\b(want|wan|wants) (the )?police (to )?(find|catch|arrest|hold|get) (him|her|them|am|dem)\b|\b(want|wan|wants) (to )?(make|mek) (dem|they|the police|police) (catch|arrest) (him|her|them|am|dem)\b|\b(want|wan|wants|need|needs) to report (him|her|them|am|dem|the (fraud|theft|crime|scam|matter))\b|\b(see|make sure|mek|make) (him|her|them|am|dem) (is |be |get )?(prosecuted|charged|jailed)\b|\b(report|ripot) (\w+ ){1,3}(mek|make) (dem|they|the police|police) (charge|arrest|prosecute) (him|her|them|am|dem)\b|\b(file|open|make|lodge|bring) (a )?(fraud|criminal|police|theft|stealing) (case|complaint|report|matter) against\b/;

export function wantsProsecution(message: ReadMessage): boolean {
  return matches(WANTS_PROSECUTION, message.english);
}

/**
 * What the police may do asked in general (above), a summons for later ("asked to come to the CID
 * tomorrow"), an arrest that has not happened ("I haven't been arrested", "they say police will
 * come for me"): a question for a lawyer, not someone held now. A detention told as past is not
 * set aside here: "arrested in 2024 and is in Pademba Road" is still one, and a miss costs more
 * than a false alarm.
 */
const NOT_HELD_YET = [
  // The Krio question of what the police may do, ending the message or its clause: "if person sell mi stolen phone, police fit kam
  // hol mi?", "police fit arrest am?" (not "police go arrest me", which may be about to happen, nor "dem don hol am", above).
  /^(?!.*\b(has|have|had|don) (\w+ )?(lock|locked|arrest\w*|hold|held|detain\w*|jail\w*|picked|carried|carry|taken|took|take)\b)(?!.*\b(is|are|am) (at|in|inside) (the )?(cell|station|custody|prison|jail)\b).*\b(police|dem|they) (can|could|may) (come |kam )?(arrest|hold|lock|jail|detain|carry) (me|my|am|him|her|us|them)( up)?$/,
  // The law asked in general: "how long can they keep a juvenile in remand before trial?".
  /^how long (can|may|will|could|do|does) (the )?(police|they|dem|court|courts|state|prison) (keep|hold|detain|remand) (a|an|any|someone|somebody|anyone|people|juveniles?|suspects?|children|minors?|persons?)\b/,
  // An arrest held out as what follows if something is not done: "can I pay the fine in parts or they will lock me up?".
  /^(?!.*\b(has|have|had|don) (\w+ )?(lock|locked|arrest\w*|hold|held|detain\w*|taken|took)\b)(?!.*\b(is|are|am) (at|in) (the )?(cell|station|custody)\b).*\b(or|else|otherwise) (they|dem|police|the police|he|she) (will|would|go|might|may|can) (lock|arrest|detain|jail) (me|us|him|her|them|am)( up)?\b/,
  // Asked of anyone, in the second person: "if you borrow and nor pay, dem fit lock you up?".
  // Unless the message tells of an arrest as well: "dem go lock you up o, dem don lock mi mama", "dey av my bro at cid".
  /^(?!.*\b(has|have|had|don) (\w+ )?(lock|locked|arrest\w*|hold|held|detain\w*|jail\w*|picked|carried|carry|taken|took|take)\b)(?!.*\b(has|have|had) (my|our|his|her|their) \w+ (at|in|inside)\b).*\b(they|dem|police|he|she|the \w+) (can|could|will|go|may|might) (\w+ )?(lock|arrest|jail|detain|imprison) (you|u|yu|someone|somebody|anybody|anyone|a person|people)\b/,
  // A claim against the police ("human rights cases against the police", "sue the police for illegal detention").
  /\b(case|cases|claim|claims|complaint|complaints|action|lawsuit|suit)\b (\w+ ){0,3}against (the )?(police|army|soldiers|state)\b|\b(sue|suing|sued) (the )?(police|army|state|government)\b/,
  ...POLICE_POWERS_ASKED,
  // A summons, unless someone is also said to be held: "they arrested him and told us to come back tomorrow" is a detention.
  /^(?!.*\b(arrested|detained|held|holding|locked|custody|cells?|remand|jail|prison|lockup|handcuff\w*)\b).*(\b(invited|invite|invitation|summoned|summons|summon|letter|asked|asks?|asking|told|tells?|called|calls?|calling|wants?)\b (\w+ ){0,4}(to|for|make (e|he|she|him|her|i|a|we|you|una)) (come|report|appear|questioning|interview|an interview|statement|(give|make|write) (a |my |our |his |her )?statement)|\b(say|says|said) (i|a|we|me|you) (for|fo|must|should|to) (come|report|appear))\b/,
  /\b(not|never|havent|hasnt|have not|has not|nobody has|no one has|none of us has|nobody|no one|nobody is|no one is|nobody was) (yet )?(been )?(arrested|detained|picked up|taken in|under arrest)\b|\b(not|never|neva|nor|no) (yet )?(arrest|arest|arrested|detain|detained) (me|my|him|her|us|them|am)( yet)?\b(?! (but|bot|only|just) )|\bcan (the )?(police|they) (\w+ )?(arrest|detain|hold|keep) (\w+ ){0,3}again\b|\b(can|could|should|will) (i|we) (have|get) (\w+ ){0,2}(arrested|locked up|detained|jailed)\b|\b(will|go|going to|might|may) (come|be coming) for (me|him|her|us|them)\b|\b(will|go|going to|gonna|might|may|want to|wants to|threaten\w* to|fit|can|could) ((i|we|he|she|they|e|a) )?(take|carry|report|hand) (me|him|her|us|them|am|my \w+) (go )?((to|at) )?(the )?police\b|\b(call|called|calls) (me|us|him|her) (say|saying|and say|and said) (come|i should come|i must come)\b|\b(can|could|will|would|may|might) (i|we|you|he|she|they|someone|somebody|a person|one) (still )?(be|get) (arrested|detained|jailed|locked up|imprisoned)\b/,
  // Said not to be in custody ("he's not in custody", Krio "e no dey cell"), unless the message puts someone there all the same
  // ("he is not in jail, he is at the CID", "…but we saw them put him in the van").
  /^(?!.*\b(?<!\b(no|nor|not|never) )((is|are|am|hes|shes|theyre) (at|in|inside) (the )?(cid|station|police station|police|van|cell|cells|lockup|barracks)|(put|take|took|taken|carry|carried|drag|dragged) (him|her|them|me|us|my \w+) (in|into|inside)|(keeping|holding|keep|hold|held|kept|have|has|got) (him|her|them|me|us|my \w+))\b).*\b(is|are|am|was|were|s|hes|shes|theyre|im|he|she|they|e|i|we) (not|nor|no|never|no longer) (yet )?(is |dey |de )?(in |inside |at )?(the |a )?(police )?(custody|detention|cell|cells|jail|prison|lockup)\b(?! phones?\b)/,
  // Whether the police may arrest the visitor for something ("if I refuse to give a statement, can they arrest me for refusing?",
  // "can the police arrest me just for words?"), or will if the visitor does something ("if a kill one goat, dem go lock me up?").
  /\b(can|could|will|would|may|might) (they|dem|the police|police) (\w+ )?(arrest|detain|lock up|jail) (me|us|you|someone|somebody|people|anyone|anybody)( here| there)?( (just|only|simply))?( for\b|$)/,
  // "If I settle with the family privately, can the police still prosecute me?".
  /\b(can|could|will|would|may|might) (the )?(police|state|they|dem|prosecutors?|court) (still )?(prosecute|charge) (me|us|him|her|them)\b/,
  /\bif (i|a|we|wi) (\w+ ){1,8}(dem|they|police|the police) (go|will|can|fit|may|might|would) (\w+ )?(lock|arrest|jail|detain) (me|us)\b/,
  // Supposed of anyone first: "if pesin buy my medisin and e sik, police fit hold me?", "if my permit is expired… the police can arrest me?",
  // "if I don't pay the fees, the school can take me to court and put me in prison?".
  /^if (\w+ ){1,14}(the police|police|dem|they|the \w+) (go|will|can|fit|may|might|would) ((\w+ )?(lock|arrest|jail|detain|hold) (me|us|him|her|am)( up)?\b(?! (and|en|an|because|bcos|since|till|until|for)\b)|(\w+ ){0,8}put (me|my|us|him|her|am) (in|at|inside) (the )?(prison|jail|cell)$)/,
  // An arrest supposed ("if i was arrested once but not charged, does it show on my record?", "if soldiers held my son and beat
  // him, will the court give us compensation?") or rights asked for a case ("what are my rights if…").
  /\bif (i|im|i am|he|she|we|they|my \w+|someone|somebody|a person|a child|the accused)( was| were| am| is| get| got| gets| had been| have been| are)? (ever |once )?(arrested|detained|held|locked up|picked up|remanded)\b|\bif (the )?(police|soldiers|army|customs|immigration|they|dem|officers) (have |has |had )?(arrest|arrested|held|hold|detain|detained|lock|locked|come|came) (me|him|her|us|them|my \w+)?\b(?:(?=.{0,80}\b(will|would|can|could|do|does|is|am)\b)|(?<=^(am|is|are|can|could|may|do|does|will|would|should) .{0,120}))|\b(i|he|she|we|they) (may|might|could) be (arrested|detained|picked up|charged)\b|^(what|wetin) (are|is|be) (my|our|the|di|his|her) (rights?|right) (if|when|wen)\b/,
  // A paper that summons: "police give me paper say make I come court", "they gave him a letter to report on Monday".
  /\b(give|gave|gi|given|sent|send) (me|him|her|us|them|am) (a |one )?(paper|letter|summons|invitation)( (say|saying|that))? (to|for|make (i|e|he|she|we|a)) (come|appear|report)\b/,
  // An arrest the visitor wants ("the treasurer took the money, we want him arrested").
  WANTS_PROSECUTION,
  // What the visitor may do when the police come: "do i have a right to refuse police when dem want to search my shop?".
  /\brights? to (refuse|stop|resist|deny|block|question|challenge|record|film) (\w+ ){0,2}(the )?(police|soldiers|officers)\b/,
];
/**
 * A detention dated two or more years back and said to have ended ("I was detained in 2015 before
 * the charges were dropped"), with nothing in the message that puts anyone in custody now: not
 * "arrested in 2022 and is now in Pademba Road", "has been on remand since", "awaiting trial", nor
 * an old arrest told beside one last night. The latest years are left out: an arrest then may be
 * going on still.
 */
const DETAINED_IN_A_YEAR =
  /^(?!.*\b(now|currently|still|remains?|remained|being|been|on remand|remanded|awaiting|serving|yesterday|last night|this morning|today|tonight|is|are|hes|shes|theyre)\b)(?=.*\b(released|freed|dropped|acquitted|discharged|let go|came out|compensation)\b).*\b(i|he|she|we|they) (was|were) (arrested|detained|held|locked up) in ((19|20)\d\d)\b/;

function detainedYearsAgo(english: string): boolean {
  const year = DETAINED_IN_A_YEAR.exec(english)?.[6];
  return year !== undefined && Number(year) <= new Date().getFullYear() - 2;
}
const STILL_TO_COME =
  /\b(will|would|can|could|may|might) (i|we|he|she|they|you|the police|police|the state|dem) still (be (charged|prosecuted|sued|arrested|liable|responsible|punished|fined|convicted|jailed)|prosecute|charge|sue|arrest)\b/g;
/** Words that put a detention in the present, beyond those STILL_HELD reads. */
const HELD_NOW =
  /\b(now|currently|still|yesterday|last night|this morning|this afternoon|this evening|(an|one|two|three|few|\d+) hours? ago|(are|is) waiting (outside|downstairs)|(are|is) (taking|dragging|carrying|arresting|handcuffing) (him|her|them|me|us|my \w+))\b/;

/** A clause that asks, supposes, tells what may happen or of another time: "if police catch me…", "dem fit lock yu", "last month they held me", "dem go lock me up?". */
const NOT_TOLD_AS_NOW =
  /^(what|whats|how|is|are|why|where|who|which|do|does|did|can|could|if|suppose|supposing|when|once)\b|\b(if|suppose|supposing|whenever|can|could|fit|may|might|would|should|last (week|month|year|time)|ago|nobody|no one|acquitted|released|freed|spent)\b|\b(dem|they|police|the police) (go|will) (lock|arrest|jail|detain) (me|us)\b/;

/** "They" and "dem" opening a clause are the forces the message names elsewhere: "do the police need a warrant? they are searching my house". */
const NAMES_FORCES = new RegExp(`\\b${FORCES}\\b`);

/**
 * A clause of its own tells of someone held, beside the question of what the police may do:
 * "Police arrested him this afternoon. Do they need a warrant for that?", "they are holding me at
 * the station, does a person arrested have the right to a lawyer?"
 */
function heldBesideTheQuestion(message: ReadMessage): boolean {
  const clauses = clausesOf(message);
  if (clauses.length < 2) return false;
  const forces = matches(NAMES_FORCES, message.english);
  return clauses.some((clause) => {
    const told = forces ? clause.replace(/^(they|dem)\b/, "police") : clause;
    return any(DETENTION, told) && !any(NOT_HELD_YET, told) && !matches(NOT_TOLD_AS_NOW, told);
  });
}

/**
 * A question of law about a detention dated in the past ("this happened to me last month", "wen dem
 * hol mi na 2020, a fit stil kot dem?"), with nothing that keeps anyone held since: a matter for a
 * lawyer, not a call now. "Arrested last week, can you get him out?" asks for no judgement and stays urgent.
 */
const DATED_IN_THE_PAST = new RegExp(`\\b(${A_PAST_DATE}|this happened)\\b`);
const KEPT_SINCE =
  /\b(since|remand\w*|awaiting|until now|till now|up to now|not (yet )?(been )?(released|freed)|get (him|her|them|me|us) out|bail (him|her|them|me|us) out)\b/;

function pastDetentionAsked(message: ReadMessage): boolean {
  const { english } = message;
  return (
    message.question && matches(DATED_IN_THE_PAST, english) && !matches(KEPT_SINCE, english) && !matches(HELD_NOW, english) && needsJudgement(message) !== false
  );
}

/**
 * Time inside told as a time of the story, over: "while I was in prison my uncle sold my plot", "after his release from
 * Pademba Road", "I served my time", "ex-prisoners", "he has since been acquitted", Krio "wen i bin de inside"
 * (not "before they take him", which is still to come). Someone still held ("since Monday", "still", "now") keeps the message a detention.
 */
const TIME_INSIDE_OVER =
  /\b(while|when|wen) (i|a|he|she|e|we|wi|they|dem|my \w+|our \w+|his \w+|her \w+|the \w+) (was|were|bin|been) (de |dey |is )?(in |inside |on |at |na )?(prison|jail|remand|remanded|custody|the cell|cell|inside|pademba road|pademba|lockup)\b|\b(i|he|she|we|they) (was|were) in (pademba road |pademba |the )?(prison|jail) (for )?(\w+ )?(years?|yrs|months?)\b|\b(i|a|he|she|e|we|my \w+) (bin|been) (is |de |dey )?(at |in |na )?(pademba|prison|jail|remand|inside)\b(?! since)|\b(died|die|dead) (in|at|while in|while on|inside) (\w+ ){0,2}(prison|jail|custody|remand|cell|pademba|lockup)\b|\b(arrest|arrested|lock|locked) (me|him|her|us|them|am) (up )?before\b|\b(after|since) (my|his|her|their|our|the) (release|discharge|acquittal)\b|\b(served|finished|completed) (my|his|her|their) (time|sentence|term)\b|\bex (prisoner|prisoners|convict|convicts|inmate|inmates|detainee|detainees)\b|\b(been|was|were|got|get|don) (discharged|acquitted)\b|\b(is|are|was|am|just|has|have) (come )?out (of|from) (prison|jail|custody|remand|the cell|cell)\b|\b(prison|jail) time\b|\bafter (prison|jail|remand)\b|\bi was in the cell with\b/;

const YEARS_AGO = /\b(last (year|yr)|(\w+ )?years ago)\b/g;
const TAKEN_RECENTLY =
  /\b(currently|yesterday|last night|this morning|today|tonight|(has|have|don) (take|took|taken|arrest\w*|hold|held|lock\w*|carry|carried|detain\w*))\b/;

/**
 * A detention told as over, but not one dated only by years ago that another time belongs to: "they have taken my father to
 * Kingtom police, they say he sold the prison rice 10 years ago" is someone taken now.
 */
function detentionOver(english: string): boolean {
  const over = (text: string) => matches(DETENTION_OVER, text) || matches(TIME_INSIDE_OVER, text);
  if (!over(english)) return false;
  return !matches(TAKEN_RECENTLY, english) || over(english.replace(YEARS_AGO, ""));
}

/**
 * The message says outright that nobody is held now: the detention is over, or has not happened
 * and is asked about in general or for later (and nothing puts someone in a cell today).
 */
export function saysNobodyIsHeld(message: ReadMessage): boolean {
  // "Will I still be charged?", "can the police still prosecute me?": a "still" of what is to come puts nobody in a cell now.
  const { english } = message;
  const now = english.replace(STILL_TO_COME, "");
  if ((detentionOver(english) || detainedYearsAgo(english) || pastDetentionAsked(message)) && !matches(STILL_HELD, now)) return true;
  return any(NOT_HELD_YET, english) && !matches(HELD_NOW, now) && !matches(STILL_HELD, now) && !heldBesideTheQuestion(message);
}

/**
 * Words without which no message tells of someone held: the classifier's reading of a detention
 * counts only where one of them is said ("good afternoon mi pikin dem" and "una ofis de op naw
 * naw" share its weaker words, a greeting's "dem" and an hour's "now"). The police named as a
 * landmark on the way to the office ("how do I get to you from Eastern Police?", "directions pls from Eastern
 * police") hold nobody.
 */
/** A place named as where the visitor comes from on the way to the office. */
const FROM_A_LANDMARK = `(?<!\\b(to (you|your office|your chambers|the office|una|una office)|directions( please| pls)?) from (the )?(\\w+ ){0,2})`;
const CUSTODY_WORDS = new RegExp(
  `\\b((?<!\\b(near|opposite|behind|beside|past|close to|next to) (the )?(\\w+ )?)${FROM_A_LANDMARK}(${FORCES.slice(1, -1)}|polis)|arrest\\w*|(?<!\\btraffic (is |de |dey )?)(held|hold|holding|hol)|detain\\w*|custody|cells?|station|base|jail|prison|lockup|lock|locked|bail|(?<!\\b(people|person|persons|man|men|woman|someone|somebody|those|ones?) in )charged?|warrant|handcuff\\w*|took|taken|take|taking|carried|carry|picked|grab\\w*|catch|caught|kidnap\\w*|abduct\\w*|remand\\w*|(?<!\\b(near|opposite|behind|beside|past|close to|next to) )${FROM_A_LANDMARK}pademba|(?<!\\b(we|i|us|me|you|una) (go|must go|should go|to go|will go|go to|going to|to) (the )?)court|magistrate|investigat\\w*|checkpoint|release\\w*|free|inside|missing|disappear\\w*|van|uniform\\w*|${FROM_A_LANDMARK}barracks|wanted|statement)\\b`,
);

/**
 * A thing the police or anyone took or keep, and no person: "police take mi okada fo no licence… is that legal?", "3 months
 * later they still have my car", "la police garde encore son téléphone". The classifier hears custody in those words; asked as a
 * question of the law about the thing, it is that question.
 */
const A_THING_KEPT = new RegExp(
  `\\b(took|take|taken|tek|keep|kept|keeps|keeping|hold|holds|holding|held|seize|seized|have|has|garde|impound\\w*)${A_THING_TAKEN}`,
);

export function speaksOfAThingKept(message: ReadMessage): boolean {
  return matches(A_THING_KEPT, message.english);
}

/** Some word of custody is said: the condition for the classifier's reading of a detention. */
export function speaksOfCustody(message: ReadMessage): boolean {
  return matches(CUSTODY_WORDS, message.english);
}

/** A child's custody sought between parents or family ("I want a custody order before he goes", "custody of my pikin"): no cell. */
const CHILD_CUSTODY =
  /\b((lawyers?|loya|help|case) (for|fo|4|about|on) (the |di |a )?custody\b|custody (order|case|battle|matter|of (my|our|the|her|his|their) (\w+ )?(child|children|son|daughter|kids|pikin|baby|grandchild|grandchildren|them))|(want|wan|get|seek|apply for|fight for|have|full|sole|joint) custody)\b/g;

/**
 * An animal or a thing kept by a chief, a neighbour or a group ("a goat is taken into custody by the village chief", "the goat was
 * in the chief's custody", "the neighbour kept custody of it", "we agreed to take custody of the village's big cooking pot"): no
 * person in a cell.
 */
const A_THINGS_CUSTODY = new RegExp(
  `\\b((goats?|dogs?|cows?|animals?|chickens?|sheep|pigs?|cats?|hyenas?) (is |was |are |were |has been |have been )?(taken |put |kept )?(in|into|under) (the )?(\\w+s )?custody|(keep|keeps|kept|take|takes|took|taken|have|has|had) custody of (it|(the|a|an|our|my|his|her|their) (\\w+ ){0,3}(${THINGS}|drums?)))\\b`,
  "g",
);

/** Someone is held, being arrested or has the police at the door. */
/** Blame, not custody: "can police hold me responsible if my stolen phone was used for a scam?". */
const HELD_RESPONSIBLE = /\bhold (me|him|her|us|them|you|u|someone|somebody|anybody|anyone|the \w+|my \w+) (responsible|liable|accountable)\b/g;

export function isDetention(message: ReadMessage): boolean {
  const english = message.english.replace(CHILD_CUSTODY, "care").replace(A_THINGS_CUSTODY, "kept").replace(HELD_RESPONSIBLE, "blame $1");
  // The patterns of someone held first: most messages match none, and the readings that rule one out cost as much again.
  if (!any(DETENTION, english)) return false;
  const read = english === message.english ? message : { ...message, english };
  return !matches(ONLY_GOODS_HELD, english) && !saysNobodyIsHeld(read) && !onlyAVehicleHeld(read);
}

/**
 * Violence asked about as a question of law, not told as happening to the visitor: "what is the
 * punishment for domestic violence?", "if police beat someone in custody, can the family sue?",
 * "if I hit a thief who broke in, can I be charged?", "can my father force me to marry? what does the
 * law say" (unless a day is set or force is told).
 */
const VIOLENCE_ASKED_IN_GENERAL =
  /^(what is|whats|what are|what s) the (punishment|penalty|penalties|sentence|jail term|law) (for|on|against|of)\b|^is (beating|hitting|slapping|flogging) (your|a|my|the|his|her) \w+ (a crime|legal|illegal|allowed|lawful)\b|^(if|when|once) (the )?(police|soldiers|\w+) (beat|beats|hit|hits|attack|attacks|abuse|abuses|rape|rapes|kill|kills|threaten|threatens) (someone|somebody|a person|anyone|anybody|a woman|a child|a suspect|people)\b|^((what|wetin) (happen|happens|will happen|go happen) (to|2) (me|us) )?(if|when) (i|we|a) (hit|beat|slap|attack|shoot|stab|kill|injure|hurt|wound)\b|^(?!.*\b(tomorrow|this week|next week|weekend|ceremony|(is|are) forcing|beat\w*|lock\w*|threat\w*)\b)(can|could|may) (\w+ ){1,4}forc\w* (me|her|us|them|my \w+|a (woman|girl|widow)|someone|somebody) (\w+ ){0,2}(to )?marry\b.*\b(law|legal|illegal|lawful|allowed|rights?)\b/;

/**
 * What keeps a harm told beside a question of law a danger now: "is it a crime if I record my boss threatening me?" asks the
 * law, "he beat me again last night, can I divorce him?" is someone in danger.
 */
const DANGER_GOES_ON = new RegExp(
  `\\b((is|are|am|has been|have been) (\\w+ )?(forcing|beating|threatening|hitting|chasing|abusing|harassing|stalking|following|dragging|screaming|bleeding)|now|right now|tonight|today|tomorrow|this week|currently|again|still|every|keeps?(?! (it|them|my|our|the|his|her|their|me)\\b)|always|${SINCE_GOING_ON}|yesterday|last night|this morning|this evening|hours? ago|afraid|scared|fear|hiding|hide|fled|(run|ran) away(?! with\\b)|escaped?|help me|help us|please help|save|urgent\\w*|emergency|kill|killing)\\b`,
);

/** "What must I do?", "what should we do immediately?": asks for help now, whatever law the message names. */
const WHAT_TO_DO = /\b(what|wetin) (must|should|can|do|shall|go) (i|we|a|wi) (do|du)\b/;

/** A harm told as going on, or help asked for it now: what keeps it a danger beside a question of law. */
export function harmGoesOn(message: ReadMessage): boolean {
  return matches(DANGER_GOES_ON, message.english) || matches(WHAT_TO_DO, message.english);
}

/**
 * A harm brought to the law after it happened: a charge to defend ("they charged me with wounding after the bouncer attacked
 * me first") or a case to bring for it ("police beat my brother when they arrested him last week… we want to take action for
 * his human rights"). Unless it happens again, or now: "he is beating me again, can I file a complaint?".
 */
const HARM_BROUGHT_TO_THE_LAW =
  /^(?!.*\b(right now|tonight|is beating|are beating|beating (me|us|her|him) now|again|threaten\w*|kill|killing|hiding|afraid|scared)\b)(?=.*\b((i am|im|he is|hes|she is|shes|was|were|been|got|get|is) charged with|the trial|a defence|defend (me|him|her)|human rights (case|complaint|action|claim|matter)|(take|bring|file) (\w+ ){0,2}(action|case|complaint|claim)|push the case|follow the (criminal )?case)\b)/;

/**
 * Someone is being hurt, threatened or is afraid for their safety; not a beating told beside a
 * release ("police beat him when they arrested him, he is out now, we want to sue"), unless it goes on.
 */
export function isDanger(message: ReadMessage): boolean {
  const { english } = message;
  if (
    matches(SAFE_NOW, english) ||
    ((matches(PAST, english) || matches(VIOLENCE_ASKED_IN_GENERAL, english) || matches(DETENTION_OVER, english)) && !matches(STILL, english))
  )
    return false;
  // A wrong the visitor wants prosecuted is a criminal matter, unless the harm goes on ("we want them arrested… they said they will come back").
  if (!any(DANGER, english) || matches(HARM_BROUGHT_TO_THE_LAW, english) || (wantsProsecution(message) && !harmGoesOn(message))) return false;
  return !(needsJudgement(message) === "certain" && !harmGoesOn(message));
}

/** The message calls itself an emergency ("urgent", "emergency"), whether or not anyone is held, unless only goods are or it asks for credit. */
export function callsItAnEmergency(message: ReadMessage): boolean {
  // "I need to meet a lawyer urgently tomorrow…": a meeting soon, asked for on a day, is a booking.
  if (message.phrases.includes("booking") && matches(ON_A_DAY, message.english)) return false;
  return matches(EMERGENCY, message.english) && !matches(ONLY_GOODS_HELD, message.english) && !matches(MOBILE_MONEY_ASKED, message.english);
}

/** "certain" for a request outside the firm's work, "maybe" for a word that usually means one. */
/**
 * A paper of the firm's own work asked for, whatever world it is in: "my agent's contract takes 30%, can you check it?", "a
 * licensing agreement for my song", "the academy's lease is expiring, we need to renew it", "write a will so my songs go to my
 * children", asked of the firm or said to be needed. A piece of writing about one ("an essay on contract law") is still
 * another world's.
 */
const THE_FIRMS_PAPERS =
  /^(?!.*\b(essay|homework|assignment|poem|caption|speech|story|lyrics)\b)(?=.*\b(you|una|lawyer|need|needs|want|wan|wants|help)\b).*(\b(review|check|draft|prepare|write|renew|enforce|look (at|over)|go through|vet)\b (\w+ ){0,6}(contract|contracts|agreement|lease|testament|deed|conveyance|tenancy)\b|\b(contract|agreement|lease|tenancy)\b (\w+ ){0,8}(review|check|draft|renew|expir\w*|enforce)\b|\b(licensing|licence|license|management|recording|publishing|sponsorship|performance|endorsement) (agreement|contract|deal)\b|\b(write|make|draft|prepare) (a|my|his|her) will\b|\bdo you do wills\b)/;

/**
 * Whether a request is outside the firm's work ("certain", or "maybe" for a word that usually means one), and the content
 * words of the pattern that made it certain ("wifi" in "my wifi is slow"), read in one pass over the patterns.
 */
export function readOutOfScope(message: ReadMessage): { verdict: "certain" | "maybe" | false; terms: string[] } {
  const { english } = message;
  const pattern = OUT_OF_SCOPE.find((candidate) => matches(candidate, english));
  const terms = pattern ? contentTerms(english.match(pattern)?.[0] ?? "") : [];
  if (matches(THE_FIRMS_PAPERS, english)) return { verdict: false, terms };
  if (pattern) return { verdict: "certain", terms };
  return { verdict: any(MAYBE_OUT_OF_SCOPE, english) ? "maybe" : false, terms };
}

/** A question about another place's hours, number, address or the way there (a keke route, unless it is to the firm). */
export function isAboutElsewhere(message: ReadMessage): boolean {
  return any(ELSEWHERE, message.english) || (matches(ROUTE, message.english) && !matches(MENTIONS_THE_FIRM, message.english));
}

/** "certain" for a question only a lawyer can answer, "maybe" for one that opens like one. */
export function needsJudgement(message: ReadMessage): "certain" | "maybe" | false {
  if (any(JUDGEMENT, message.english) || any(POLICE_POWERS_ASKED, message.english)) return "certain";
  return any(MAYBE_JUDGEMENT, message.english) ? "maybe" : false;
}

/**
 * The message asks the firm to take the matter on ("I need counsel", "can you help?", "una de do
 * dat?", "is this your area?"), rather than asking what the law says of it.
 */
const ASKS_FOR_HELP =
  /\b(id|i would|we would|wed) like (you|una|your firm|your office|one of your lawyers) to\b|\b((i|we|a|wi) (want|wan|would like|like)|id like|wed like) to (make|draft|write|prepare|do) (a |my |our )?(will|wills|agreement|contract|deed)\b|\b(i|we|a|wi) (need|needs|want|wan|would like|am looking for|are looking for|de look for) (a |an |one |some )?(counsel|lawyer|lawya|barrister|solicitor|advocate|attorney|someone|somebody|help|representation|legal help)\b|\b(can|could|will|would|fit) (you|una|your firm|your office|your chambers) (help|assist|handle|take|represent|do)\b|\b(you|una) (can|fit|could) (help|assist|handle|take|represent)\b|\b(you|una) (is |de |can )?(do|handle|take) (that|dat|this|it|am|such|those|these|mediation|arbitration|appeals?)\b|\bis (this|that|it) (your|una) (area|line|work|field)\b|\b(do|does) (you|una|your firm|your office|your chambers) (do|handle|take)\b/;

/**
 * The cost of the firm's work or what to bring to the meeting, asked of the firm: "what are your fees for a wrongful
 * dismissal case?", "what would you charge to register a company?", "can I pay in parts?", "wetin a go carry cam wen a cam
 * see lawyer?", "do I need ID for the consultation?". Not the cost of anything else ("how much does it cost to build").
 */
const COST_OR_WHAT_TO_BRING = [
  /\b(what|how much) (are|is|were) (your|una|the firms?) (\w+ )?(fees?|charges?|rates?|prices?)\b|\b(what|how much|wetin) (you|una) (de |dey |is )?(charge|bill)\b|\b(what|wetin|how much) (is |at |na |be )?(the |di )?(price|cost|fee|charge) (for|fo|to) (see|meet|talk to|consult)\b|\b(what|wetin|how much) (the |di )?(fees?|price|cost|charges?) (be|na) (for|fo) (a |the |di )?(lawyer|una|you)\b|\b(what|how much) (do|does|would|will|can|is) (you|una|the firm|your firm|your lawyers?) (\w+ )?(charge|take|collect|bill)\b/,
  /\b(what|how much) ((would|will|does|do|is|might) )?it (cost|costs|be)\b( me| us)?( roughly| approximately| about| more or less)?(?= (for (a |the |your |una )?(lawyer|firm|you|una)|to (defend|handle|represent|draft|prepare|file|fight|do|take on|bring|hire|sue|take (\w+ ){1,3}to court|get (a )?lawyer)|to (have|get) ((a|an|my|the|our|his|her) )?(\w+ ){0,2}(lawyer|will|agreement|contract|deed|conveyance|company|case|divorce|estate)\b))/,
  /\b(is there|do you (give|offer|do|have|provide)|do una (get|give|do)|any|can (i|we) get) (free )?legal aid\b|\b(can|could|may) (i|we) pay ((the|your|una|my) (fees?|bill|charges?) )?(in|by|from|with) (instal\w*|installments?|parts|bits|small small|(my )?salary)\b|\b(your|una) (fees?|charges|prices?) (is |are |de |dey )?(too )?(high|expensive|much)\b|\b(do|does|can|will) (you|una|the firm|your firm) (give|offer|do|have|allow) (any |a )?(reduced|discount\w*|lower|cheaper|special) (fees?|rates?|prices?|charges?)\b|\b(what|how much) e go (cost|be) (for|fo|to) (write|make|draft|do|register|prepare|handle|defend)\b/,
  /\bwhat ((do|does|should|must|will|go|fo|for|to|shall) )?((i|we|she|he|they|a|wi) )?((need|have) to |must |should |go |fo |for )?(bring|carry)\b|\bwhat (do|should|must|shall) (i|we) (need to |have to )?prepare (before|for) ((the|my|our|a|this) )?(meeting|consultation|appointment|visit|i come|we come|coming)\b|\bdo (i|we) need (an? |my |our )?(id|id card|identity card|passport|documents?|papers?) (for|to|when)\b|^(do|must|should) (i|we) (need to |have to )?(bring|carry)\b|\b(should|must|shall) (i|we) (bring|carry) ((the|my|our|a|an|any) )?(\w+ ){0,4}(id|card|passport|documents?|papers?|contract|agreement|receipts?|invoices?|letters?|photos?|pictures?|evidence|copies|copy|files?|deeds?|certificates?)\b|^(i|we) (need|must|should) (to )?(bring|carry) (an? |my |our )?(id|id card|identity card|passport|documents?|papers?)\b|\b(which|what) (papers|documents) (should|must|do|does|to) (\w+ ){0,2}(bring|carry)\b|\b(which|what) (papers|documents) (do|should|must) (i|we) need\b(?=$| (to bring|for (the|my|our|this|that|your) (\w+ )?(meeting|consultation|appointment|visit))\b)/,
];

/** The fees asked for in a request rather than a question: "kindly advise on your fees for drafting a tenancy agreement", "send your schedule of fees". */
const FEES_REQUESTED =
  /\b(advise|tell|inform|let|send|share|give|provide)( me| us)?( know)?( on| of| about)? (your|una|the firms?) ((\w+ )?\w+ of |\w+ )?(fees?|charges|rates)\b|\b(idea|estimate) of (your|una|the firms?) (fees?|charges|rates)\b/;

/**
 * The content words of the visitor's ask of what the firm's work costs or what to bring ("fee" in "what are your fees for…");
 * none when not asked. What to "carry" to a meeting is, in Krio and Sierra Leonean English, what to bring.
 */
export function costOrWhatToBringTerms(message: ReadMessage): string[] {
  if (matches(FEES_REQUESTED, message.english)) return contentTerms(message.english.match(FEES_REQUESTED)?.[0] ?? "");
  // Otherwise only a question asks it: "you helped me know what to bring, thanks" asks nothing.
  if (!message.question) return [];
  const pattern = COST_OR_WHAT_TO_BRING.find((candidate) => matches(candidate, message.english));
  const match = pattern ? message.english.match(pattern) : null;
  return match ? contentTerms(match[0].replace(/\bcarry\b/, "bring")) : [];
}

/** Asked, not only told, in its words: an ask inside the message, not at its end ("…they took the bike can they keep it more than a week"). */
const ASKED_WITHIN =
  /\b(whether|whose|(want|wants|wanted|like|need|needs) to (know|find out|understand)|(what|wetin) (the |di )?law (say|says|talk)|(can|could|will|would|should|must|may) (they|dem|he|she|i|we|you|una|it)\b(?! (not|nor)\b))/;

/**
 * Whether the message asks anything anywhere: a question mark, a clause that opens as a question does, or an ask
 * within a sentence. A story that only tells ("arbitration award, di oda man no pay") asks the firm to take it on.
 */
export function asksAnything(message: ReadMessage): boolean {
  return message.question || message.raw.includes("?") || matches(ASKED_WITHIN, message.english) || clausesOf(message).some(opensAQuestion);
}

/** A request to the firm to take the matter on, not a question of law. */
export function asksForHelp(message: ReadMessage): boolean {
  return matches(ASKS_FOR_HELP, message.english);
}

/**
 * The firm asked for a mediation or an arbitration, the service itself: "do you do mediation?", "mediation pls, two
 * groups are fighting over the machine", "help us mediate", "we wan arbitration wit di company", "can we use mediation instead of
 * court?", "can a neutral person settle our dispute?", "una get pɔsin wey fit mediate?". Whatever the quarrel is
 * about, and even when it asks who owns what, the answer is the practice that settles it.
 */
const ASKS_FOR_MEDIATION =
  /\b(do|can|could|will|would) (you|una|your (firm|office|chambers|lawyers?)|someone (from|in|at) your (firm|office|chambers)|one of your lawyers) (do |offer |handle |provide |help with |help us with |fit do )?(a |an )?(mediation|arbitration)\b|\b(can|could|will|would) (you|una|your (firm|office|chambers|lawyers?)|someone (from|in|at) your (firm|office|chambers)|one of your lawyers) (help (us |me )?(to )?)?(mediate|arbitrate)\b|\b(help us|help me|abeg) (to )?(mediate|arbitrate)\b|\b(need|needs|want|wan|wants|looking for|find|get) (a |an |una |to go to |to )?(mediator|arbitrator|mediation|arbitration|mediate|arbitrate)\b|^(mediation|arbitration|a mediator) (please|pls|needed|wanted)\b|(?<!\b(we|i|they|have|had|has|already) )\b(settle|resolve|solve) (\w+ ){0,10}(through|by|with|via|in) (an |a )?(arbitration|mediation)\b|\b(act|represent|stand) (for )?(us|me) (in|at) (the |an |a |this |that )?(arbitration|mediation)\b|\b(arrange|organi[sz]e|set up) (that kind of |that |this |a |an |the )?(mediation|arbitration)\b|\b(use|try|go for) (your (office|chambers|firm) for |a |an )?(mediation|arbitration)\b|\b(neutral|independent) (person|party|third party|someone|somebody|mediator) (to )?(settle|resolve|decide|mediate|judge)\b|\b(person|posin|pesin|someone|somebody|lawyer) (who|wey|which|that) (can|fit|could) (mediate|arbitrate)\b/;

export function asksForMediation(message: ReadMessage): boolean {
  return matches(ASKS_FOR_MEDIATION, message.english);
}

/**
 * An award or a mediated agreement the other side does not honour: "we get award from arbitration since last year, dem no pay
 * yet", "the arbitrator gave his decision… we need a lawyer to enforce it". Asked whether it binds or can be challenged, it is a
 * question for a lawyer, which is read first.
 */
const AN_AWARD_TO_ENFORCE =
  /\b(arbitration|arbitral|arbitrators?|mediation|mediated) (\w+ ){0,2}(award|decision|ruling|agreement|settlement)\b|\baward (from|of|by) (the )?(arbitrat\w*|tribunal)\b|\benforce (the |an |our |this |that |his )?(arbitral |arbitration |foreign )?award\b|\b(arbitrator|tribunal) (gave|issued|made|ruled|decided)\b/;

export function speaksOfAnAward(message: ReadMessage): boolean {
  return matches(AN_AWARD_TO_ENFORCE, message.english);
}

/** Words of the law itself: "what should I take" or "who win" asks for judgement, but not a lawyer's. */
const THE_LAW =
  /\b(legal|legally|illegal|law|laws|lawful|lawfully|unlawful|allowed|court|case|sue|sued|charge|charged|entitled|rights?|permission|expel|sack|sacked|fire|fired|dismiss|dismissed|terminate|terminated|evict|prison|jail|fine|fined|arrest|arrested|police|contract|valid|liable|compensation|withhold|severance|redundancy|gratuity|offence|offense|crime|crimes|jailed|imprisoned|owns|ownership|copyright|force|forced)\b|\b(can|could) (they|he|she|dem|e) do (that|this|dat) to (me|us|him|her)\b|\b(can|could) (they|he|she|dem) do (that|this|dat)$/;

/** "write a short story about a farmer who goes to court and wins": asks for writing, whatever the story is about. */
const WRITING =
  /^(\w+ )?(please |kindly |can you |could you |help me )?(write|compose|tell)( me| us| my)?( a| an| one)?( \w+)? (story|poem|song|essay|speech|skit|drama|play)\b/;

/** Put in the law's own words, and not a request for writing. */
function inTheLawsWords(message: ReadMessage): boolean {
  return matches(THE_LAW, message.english) && !matches(WRITING, message.english);
}

/** A question only a lawyer can answer, in the words of the law: it is the firm's work, whatever else it is about. */
export function asksTheLaw(message: ReadMessage, judgement: ReturnType<typeof needsJudgement> = needsJudgement(message)): boolean {
  return judgement === "certain" && inTheLawsWords(message);
}

/**
 * A question that may be for a lawyer, in the words of the law: "if the school no give me my licence after I pass the test, can I
 * take them to court?". Enough to keep a word of another world ("school") from making it off-topic, not to call it a question for a lawyer.
 */
export function mayAskTheLaw(message: ReadMessage, judgement: ReturnType<typeof needsJudgement> = needsJudgement(message)): boolean {
  return judgement !== false && inTheLawsWords(message);
}

export function isCancel(message: ReadMessage): boolean {
  return matches(CANCEL, message.text);
}

export function isStartOver(message: ReadMessage): boolean {
  return matches(START_OVER, message.text);
}
