/** @jest-environment node */
import { clausesOf, contentTerms, readMessage, Speller, stem } from "./normalize";
import {
  asksAnything,
  asksForHelp,
  asksForMediation,
  harmGoesOn,
  speaksOfAThingKept,
  wantsProsecution,
  costOrWhatToBringTerms,
  asksTheLaw,
  mayAskTheLaw,
  isAboutElsewhere,
  isCancel as cancels,
  isDanger,
  isDetention,
  readOutOfScope,
  isStartOver as startsOver,
  onlyAVehicleHeld,
  saysNobodyIsHeld,
  speaksOfAnAward,
  speaksOfCustody,
  callsItAnEmergency,
  needsJudgement as judgement,
} from "./rules";

/** What gets the urgent answer: someone held, or a message that calls itself an emergency (the engine reads them in that order). */
const urgent = (message: ReturnType<typeof readMessage>) => isDetention(message) || callsItAnEmergency(message);
const isUrgent = (text: string) => urgent(readMessage(text));
const isOutOfScope = (message: ReturnType<typeof readMessage>) => readOutOfScope(message).verdict;
const needsJudgement = (text: string) => judgement(readMessage(text));
const isCancel = (text: string) => cancels(readMessage(text));
const isStartOver = (text: string) => startsOver(readMessage(text));

describe("normalisation", () => {
  it("folds case, punctuation, shorthand and endings", () => {
    expect(contentTerms("Where are U LOCATED??")).toEqual(["where", "locat"]);
    expect(contentTerms("I need a lawyer for my divorces")).toEqual(["lawyer", "divorce"]);
    expect(stem("registering")).toBe(stem("register"));
  });

  it("keeps 'will' only as the document", () => {
    expect(contentTerms("I want to make a will")).toContain("testament");
    expect(contentTerms("will you help")).not.toContain("testament");
    expect(contentTerms("a want make will before a die")).toContain("testament");
    expect(contentTerms("I will make sure I come")).not.toContain("testament");
  });

  it("folds the Krio of prices, news and joining", () => {
    expect(readMessage("wetin na di prays fo siment tide").english).toContain("price for cement today");
    expect(readMessage("wetin de apin na di nyuz").english).toContain("happen at the news");
    expect(readMessage("Usay dem de rikrut").english).toContain("recruit");
  });
});

describe("safety rules", () => {
  it.each(["my brother was arrested", "he is in police custody", "they are holding him at the police station", "EMERGENCY"])(
    "treats %s as urgent",
    (message) => {
      expect(isUrgent(message)).toBe(true);
    },
  );

  it.each([
    "do you handle bail applications",
    "criminal lawyer",
    "arrest warrant questions",
    "not urgent: my cousin has a criminal case coming up at the high court",
    "it is not an emergency, I just want advice on my lease",
  ])("does not treat %s as urgent", (message) => {
    expect(isUrgent(message)).toBe(false);
  });

  it.each([
    "Can I sue my boss?",
    "is it legal to record a call",
    "what are my rights",
    "will I win",
    "a go win di case?",
    "wetin di law se bout dis?",
    "di kontrak we wi sain, e get pawa?",
  ])("defers %s", (message) => {
    expect(needsJudgement(message)).toBe("certain");
  });

  it("counts a relative picked up and taken to the police as held", () => {
    expect(isDetention(readMessage("they picked my nephew at the market and the police have him"))).toBe(true);
  });

  it.each([
    "bro dem jus grab me cousin na Aberdeen, dem put am inside di van",
    "my brother has been in custody since Monday",
    "dem just kam tek mi broda na di os, a nor no usai dem kari am",
    "dem don kech mi na wok nw nw, a de na dem moto, pls",
  ])("counts %s as someone held", (text) => {
    expect(isDetention(readMessage(text))).toBe(true);
  });

  it.each([
    "he asks where he can keep the car while we are inside with the lawyer",
    "ship arrest - our vessel detained for debt claimed by a supplier",
    "Tell me about Fatmata Kamara's experience in custody matters",
    "After the judgment the other side has not paid. Can I have them arrested for not paying?",
    "The police are investigating my hotel. Nobody has been arrested, but I want a lawyer ready.",
    "How long does a criminal trial normally take in the High Court? Just asking, nobody arrested.",
    "Police send invitation letter to uncle say make e come station Monday. Wi want lawyer go wit am",
    "Human rights issue: police beat my nephew in custody last year and he has scars. He's out now.",
    "my goods them from China dey inside container at the port and the agent disappear",
    "Which number I fit call, I dey inside farm and network only small",
    "he go report me to police, they not arrest me yet but he de tell everybody",
    "my fren dem bin hol am last month now e free",
    "If someone was arrested last year and released without charge, can the police arrest him again for the same thing?",
  ])("does not count %s as someone held", (text) => {
    expect(isDetention(readMessage(text))).toBe(false);
  });

  it.each([
    "My mother lent money to a contractor to finish her house and he vanished",
    "our landlord wants to kick us out for no reason",
    "My cousin got a court summons for cyber stalking over some WhatsApp messages",
    "Can my late husband's family chase me from the house if the papers are in his name?",
    "A widow is being pushed out of her late husband's home by his relatives",
    "the family want to share my late father land and they want to cut me out",
  ])("does not read %s as danger", (text) => {
    expect(isDanger(readMessage(text))).toBe(false);
  });

  it.each([
    "mi landlord sen boys fo bit me bcos a owe rent,dem dey outside now",
    "my gyal fren in papa de touch am for bad way",
    "I have received threatening messages saying I will be harmed if I testify.",
    "A guest is assaulting one of my housekeepers in a room right now",
    "man them com with cutlas to my hous for lan palaver, we run to bush",
    "wan man de folo mi dohta from skul evri de",
    "Please my neighbour daughter is beaten everyday by the stepmother, I hear the girl crying now.",
    "dem de trowe ston na mi os now now, a fraid",
    "Wan young girl na mi church, di stepfada de abyuz am.",
    "we get threat messages sey dem go kill we if we protest again",
  ])("reads %s as danger", (text) => {
    expect(isDanger(readMessage(text))).toBe(true);
  });

  it("counts the police at a named house as at the door, but not a visitor hiding at a friend's house", () => {
    expect(isDetention(readMessage("Police officers are at the mission house as I type, they have a warrant for our pastor"))).toBe(true);
    expect(isDetention(readMessage("he se if a go polis e go kil mi. A de na mi padi os naw"))).toBe(false);
    expect(isDanger(readMessage("he se if a go polis e go kil mi. A de na mi padi os naw"))).toBe(true);
  });

  it("tells violence against a person from damage to a thing", () => {
    expect(isDanger(readMessage("a lorry hit my shop and the driver ran"))).toBe(false);
    expect(isDanger(readMessage("he hit my face and pushed me"))).toBe(true);
    expect(isDanger(readMessage("he hit my sister"))).toBe(true);
  });

  it("reads Krio 'mi' as 'me' where it ends a threat, and hiding or being locked in told in Krio", () => {
    expect(isDanger(readMessage("dem de find mi fo bit mi"))).toBe(true);
    expect(isDanger(readMessage("mi in-law dem de tret fo bit mi"))).toBe(true);
    expect(isDanger(readMessage("a de ayd now"))).toBe(true);
    expect(isDanger(readMessage("dem lok mi na os"))).toBe(true);
    expect(isDanger(readMessage("a bit worried about my land"))).toBe(false);
    expect(isDanger(readMessage("dem lok mi shop"))).toBe(false);
  });

  it("reads held, arrested and taken in the words of the latest batches", () => {
    for (const message of [
      "my frnd hld by police sinc mon",
      "the cops are outside my house",
      "they are arresting my son right now",
      "ACC don invite mi broda and dem nor release am",
      "my son was taken by soldiers yesterday",
      "they just handcuffed my father",
      "MY WIFE DON ENTER CELL FOR TONGO POLICE POST",
    ])
      expect({ message, held: isDetention(readMessage(message)) }).toEqual({ message, held: true });
    expect(isDetention(readMessage("my brother wants to join the police"))).toBe(false);
  });

  it("takes a detention said to be over as a matter for a lawyer, unless someone is still held", () => {
    for (const message of [
      "my son was arrested but he was released on bail, now he has to go to court",
      "my uncle was in prison for 5 years and now he is free, he wants his land back",
      "I was in police custody last week but they let me go",
      "i de sell phone na Pademba Road",
      "dem hold me goods dem na wharf",
    ])
      expect({ message, held: isDetention(readMessage(message)) }).toEqual({ message, held: false });
    for (const message of [
      "he was taken into custody on Friday and has not been charged or released",
      "Am at Central police station now, they won't let me go",
      "they released his friend but my brother is still in the cell",
      "my son is on remand at Pademba Road",
    ])
      expect({ message, held: isDetention(readMessage(message)) }).toEqual({ message, held: true });
  });

  it("takes a beating long past as past even when the visitor says what they want now", () => {
    expect(isDanger(readMessage("my ex beat me years ago, we're separated now, I want custody"))).toBe(false);
    expect(isDanger(readMessage("my husband left 2 years ago after beating me, now I want maintenance"))).toBe(false);
    expect(isDanger(readMessage("he beat me two years ago and now he is threatening me again"))).toBe(true);
  });

  it("reads danger told as stalking, a crowd's violence, strangling or a threat to a life", () => {
    for (const message of [
      "my ex boyfriend follows me everywhere",
      "the landlord locked me and my kids inside",
      "pikin de suffer, dem de beat am",
      "they are stoning our house right now",
      "they want jungle justice for the boy",
      "my partner strangled me last night",
      "he threatened to take her life",
      "my neighbour's child is being beaten every day",
    ])
      expect({ message, danger: isDanger(readMessage(message)) }).toEqual({ message, danger: true });
    expect(isDanger(readMessage("I follow you on facebook"))).toBe(false);
  });

  it("defers what the law allows someone else to do, but not a request to the firm", () => {
    for (const message of [
      "can dem sack me because I pregnant?",
      "can the sale be cancelled?",
      "if the arbitrator decides against me, can I appeal",
      "mi broda sell mi papa lan, e legal?",
      "who go get di os wen e die",
    ])
      expect({ message, judgement: needsJudgement(message) }).toEqual({ message, judgement: "certain" });
    expect(needsJudgement("can you help me claim my land")).not.toBe("certain");
  });

  it("takes prayers, vows, quizzes and school work as outside the firm's work", () => {
    expect(isOutOfScope(readMessage("write a prayer for my family"))).toBe("certain");
    expect(isOutOfScope(readMessage("explain photosynthesis for class 5"))).toBe("certain");
    expect(isOutOfScope(readMessage("how to draw a family tree for school"))).toBe("certain");
  });

  it("takes a lawyer asked to come to the police station as someone held there", () => {
    expect(isDetention(readMessage("i need a lawyer to come to the police station now"))).toBe(true);
    expect(isDetention(readMessage("is your office near the police station"))).toBe(false);
  });

  it("holds nobody where an event is held, someone is said not to be in custody or home now, or a soldier asks to be put down for a day", () => {
    for (const text of [
      "Grandpa wants to know when the army pensioners' verification exercise will be held this year",
      "My father has been summoned to court on a fraud charge. He's not in custody. Can your criminal team defend him?",
      "my brother get case fo court. e no dey cell. we need lawyer",
      "we want to sue the police for keeping my brother 2 weeks without court, he's home now",
      "Me wan kam si una lawyer. Me na ol soja. Put me down fo Wednesday.",
    ])
      expect([text, isUrgent(text)]).toEqual([text, false]);
    for (const text of [
      "the army held my son at the checkpoint this morning",
      "my brother is not at home, he is in police custody since friday",
      "soldiers put my husband in their truck",
    ])
      expect([text, isUrgent(text)]).toEqual([text, true]);
  });

  it("takes what the forces may do to anyone, asked in general, as a question for a lawyer, not someone held", () => {
    for (const text of [
      "Do police need a warrant to search my house at night?",
      "Does a person arrested in Sierra Leone have the right to see a lawyer before making a statement to the police?",
      "soja dem get rait fo arest sivilian?",
      "A nor get ID card. polis fit hol mi fo dat?",
      "when the court give bail and the family cannot find the surety, can they keep the person forever in pademba road?",
      "Is it legal for a microfinance officer to come into my house and take my fridge?",
    ])
      expect([text, isUrgent(text)]).toEqual([text, false]);
    for (const text of [
      "do police need a warrant? they are searching my house right now",
      "polis don hol mi broda since yesterday, dem fit hol am fo dat?",
      "do soldiers need a warrant they have me at the barracks",
    ])
      expect([text, isUrgent(text)]).toEqual([text, true]);
  });

  it("reads people inside while someone bangs at the door, sets a fire or takes the roof off as sheltering, not held", () => {
    for (const text of [
      "Someone is banging on our door, it's the same guys from the street fight, they have machetes. My mother and I are inside.",
      "fire in our compound at Susan's Bay the landlord boys started it to force us out people still inside",
      "my uncles took the roof off her house to force her out. It's pouring tonight and she's still in there.",
    ])
      expect([text, isUrgent(text)]).toEqual([text, false]);
    const held = "they set fire to the market and arrested my brother, he is still inside since Tuesday";
    expect([held, isUrgent(held)]).toEqual([held, true]);
  });

  it("takes a harm said to have stopped ('now no more', 'e don stop now') or a release ('now I'm out') as past, unless it goes on", () => {
    for (const text of [
      "divorce. husband beat me before, now no more, but i want out. i have 2 kids",
      "my boyfren slap me one time, e don stop now. dat na crime?",
      "police beat me during arrest last month, now I'm out. I want to file a human rights complaint",
    ])
      expect([text, isDanger(readMessage(text))]).toEqual([text, false]);
    for (const text of ["my husband beat me again last night and now he says he will kill me", "he beat me before, now he comes back every night"])
      expect([text, isDanger(readMessage(text))]).toEqual([text, true]);
  });

  it("hears the police waiting outside to take someone, or at a relative's house for them", () => {
    for (const text of [
      "the police have just told me I am to come with them to the station about my late brother's estate. They are waiting outside.",
      "the police are at my aunty's house right now waiting for me to come back so they can take me",
    ])
      expect([text, isUrgent(text)]).toEqual([text, true]);
    const summons = "the police told me to come to the station on Monday about my late brother's estate";
    expect([summons, isUrgent(summons)]).toEqual([summons, false]);
  });

  it("reads no danger in coming after a clinic or a fence built inside land, but does in a threat to come after someone", () => {
    for (const text of [
      "what time do you close today? grandma wants to come after her clinic",
      "boundary wahala wit my neighbour, e build fence inside we land",
    ])
      expect([text, isDanger(readMessage(text))]).toEqual([text, false]);
    for (const text of ["my ex says he will come after her tonight", "we are locked in the room with my children inside"])
      expect([text, isDanger(readMessage(text))]).toEqual([text, true]);
  });

  it("hears Krio 'e fit…?' (can he…?) as a question for a lawyer, not a plain 'e' or 'fit' in a story", () => {
    for (const text of [
      "mi landlord wan drive me comot say e son de cam back, e fit do dat wen I don pay rent to December?",
      "the chief fine me 500,000 leones because my goat enter im farm. e fit fine me like dat?",
      "if me and my boyfriend nor marry but we get pikin, e fit tek di pikin from me?",
    ])
      expect([text, Boolean(needsJudgement(text))]).toEqual([text, true]);
    const story = "e fit pay di rent small small, e don pay half";
    expect([story, Boolean(needsJudgement(story))]).toEqual([story, false]);
  });

  it("hears entitlement and liability asked in plain forms as questions for a lawyer, not arrangements of a meeting", () => {
    for (const text of [
      "my son was born out of marriage does he get share of his father property in law",
      "The arbitrator ruled against us, he was biased. Can we get the award set aside?",
      "if my brother turns 18 next month can he still be tried as a juvenile?",
      "my hsbnd dyd wthout will. do his brthrs hav rght to tak the hous we bilt togethr?",
      "Can I divorce him on my own or does the church have to agree first?",
      "The company closed down owing me 5 months salary. Can I go after the owner personally?",
      "Is it legally possible for him to adopt from abroad?",
      "Does the Persons with Disability Act 2011 make it compulsory for banks to have ramps?",
    ])
      expect([text, Boolean(needsJudgement(text))]).toEqual([text, true]);
    for (const text of ["can we get the appointment moved to friday?", "does the lawyer have to be there in person?"])
      expect([text, Boolean(needsJudgement(text))]).toEqual([text, false]);
  });

  it("tells a message that asks something anywhere from a story that only tells", () => {
    for (const text of [
      "i was caught riding my okada at night without helmet n they took the bike can they keep it more than a week",
      "MY BOSS SAK ME WITOUT LETTA AFTA 9 YEARS. I GO GET COMPANSATION? HOW MUCH",
      "A mother of three has had no maintenance for eight months. She wants to know how much the court can order.",
      "Kindly inform me whether a survey plan alone is sufficient proof of ownership of land.",
      "My brother died. If he owed money, wetin law talk",
    ])
      expect([text, asksAnything(readMessage(text))]).toEqual([text, true]);
    for (const text of [
      "arbitration award, di oda man no pay",
      "we signed a contract with a man to dig a well for our compound, he dug halfway and left. need lawyer",
      "Pa is telling me to write: I want to make a paper so my wife will get the house when I die, not my brothers.",
      "they said i can not come back",
    ])
      expect([text, asksAnything(readMessage(text))]).toEqual([text, false]);
  });

  it("takes what to bring or when to come as practical, not as a question for a lawyer", () => {
    expect(needsJudgement("do I have to bring my passport")).toBe(false);
    expect(needsJudgement("do I have to pay his debts")).toBe("certain");
    expect(needsJudgement("what happen if i no pay the rent")).toBe("certain");
  });

  it("steers a recommendation of anything but a lawyer, and a national day, back only when no topic of the firm is meant", () => {
    expect(isOutOfScope(readMessage("recommend me a good barber"))).toBe("maybe");
    expect(isOutOfScope(readMessage("can you recommend a good lawyer"))).toBe(false);
    expect(isOutOfScope(readMessage("what happened on independence day"))).toBe("maybe");
    expect(isOutOfScope(readMessage("what is 7 times 4"))).toBe("certain");
  });

  it("knows cancel and start over, and nothing else as either", () => {
    expect(isCancel("Cancel")).toBe(true);
    expect(isCancel("cancel the booking")).toBe(true);
    expect(isStartOver("start over!")).toBe(true);
    expect(isCancel("I want to cancel my contract with a supplier")).toBe(false);
  });
});

describe("reading a message once", () => {
  const speller = new Speller(["custody", "husband", "arrested", "seat", "contract", "contact", "thanks"], ["shop"]);

  it("corrects misspelt domain words, vowels dropped or letters swapped, but not short or everyday words", () => {
    expect(readMessage("need help with cstody, my hsband was arrstd", speller).tokens).toEqual([
      "need",
      "help",
      "with",
      "custody",
      "my",
      "husband",
      "was",
      "arrested",
    ]);
    expect(readMessage("contarct", speller).tokens).toEqual(["contract"]);
    expect(readMessage("tanks", speller).tokens).toEqual(["thanks"]);
    expect(readMessage("sea", speller).tokens).toEqual(["sea"]);
    expect(readMessage("my shop", speller).tokens).toEqual(["my", "shop"]);
  });

  it("keeps an English word that is one slip from a domain word, but still folds another form of one", () => {
    const domain = new Speller(["forged", "direction", "divorce", "accused"], []);
    expect(readMessage("he forced me", domain).tokens).toEqual(["he", "forced", "me"]);
    expect(readMessage("a company director", domain).tokens).toEqual(["a", "company", "director"]);
    expect(readMessage("forgd", domain).tokens).toEqual(["forged"]);
    expect(readMessage("they accuse me", domain).tokens).toEqual(["they", "accused", "me"]);
  });

  it("folds Krio and chat shorthand into English and recognises phrases", () => {
    const message = readMessage("wetin time una de open 2moro?");
    expect(message.english).toBe("what time you is open tomorrow");
    expect(message.phrases).toContain("hours");
    expect(message.question).toBe(true);
    expect(readMessage("na udat dem lawyer dem").phrases).toContain("team");
    expect(readMessage("mi fambul get marej palaver").english).toBe("my family get marriage dispute");
    expect(readMessage("is your office in the centre of freetown").phrases).toContain("address");
  });

  it("reads a word Krio shares with English or shorthand by the word after it", () => {
    expect(readMessage("abeg tel mi bot una tim").english).toBe("please tell my bot you team");
    expect(readMessage("tel 076 123 456").english).toBe("phone 076 123 456");
    expect(readMessage("wi go tok bak, bay").english).toBe("we go talk back bye");
    expect(readMessage("a wan bay lan na waterloo").english).toBe("i want buy land at waterloo");
    expect(readMessage("a lawyer for a land case").english).toBe("a lawyer for a land case");
    expect(readMessage("my tel").english).toBe("my phone");
    expect(readMessage("bay").english).toBe("bye");
    expect(readMessage("i want a").english).toBe("i want a");
    expect(readMessage("hw a go rich una?").english).toBe("how i go reach you");
    expect(readMessage("polis de na di do now").english).toBe("police is at the door now");
    expect(readMessage("what can we do").english).toBe("what can we do");
    expect(readMessage("di oda man tek di court oda").english).toBe("the other man take the court order");
    expect(readMessage("the rich man").english).toBe("the rich man");
  });

  it("reads Krio 'rait am dong' as writing it down, 'kam bak leta' as later, 'charj' as a charge, and which lawyer does which as the team", () => {
    expect(readMessage("gi mi di number mek a rait am dong").english).toContain("write");
    expect(readMessage("a get rait fo di lan").english).toContain("right");
    expect(readMessage("a go kam bak leta").english).toBe("i go come back later");
    expect(readMessage("dem gi am leta").english).toContain("letter");
    expect(readMessage("how much una de charj fo divos").english).toContain("charge");
    expect(readMessage("whch lawyer do land").english).toBe("which lawyer do land");
    expect(readMessage("which of your lawyers handles wills and which one does land").phrases).toContain("team");
    expect(readMessage("do you have a lawyer for shipping and one for contracts? who are they").phrases).toContain("team");
    expect(readMessage("cn i py in instlmnts").english).toContain("can i pay in");
  });

  it("reads the Krio of where, what and contact, and 'c' as see", () => {
    expect(readMessage("wia una de").english).toBe("where you is");
    expect(readMessage("weti na una adres").english).toBe("what at you address");
    expect(readMessage("how a go kontak una").english).toBe("how i go contact you");
    expect(readMessage("can i c a lawyer on wednesday").english).toBe("can i see a lawyer on wednesday");
  });

  it("reads Krio 'sel' as a cell after 'insay' and as sell elsewhere, 'kin' as can but not in 'next of kin' nor after 'what', 'tank yu' as thanks", () => {
    expect(readMessage("dem don lok mi man insay sel sins Fraide na Kissy stesin").english).toBe(
      "dem has lock my man inside cell since friday at kissy station",
    );
    expect(readMessage("a de sel fish").english).toBe("i is sell fish");
    expect(readMessage("dem kin put mi na jel").english).toBe("dem can put my at jail");
    expect(readMessage("my next of kin").english).toBe("my next of kin");
    expect(readMessage("wat kin case una de do").english).toBe("what kind case you is do");
    expect(readMessage("tank yu sir").english).toBe("thank you sir");
  });

  it("types once a letter typed three times or more, and reads three consonants with no vowel as a domain word without its vowels", () => {
    expect(readMessage("byeee, hiii, pleeease").english).toBe("bye hi please");
    const speller = new Speller(["police", "phone", "price"], []);
    expect(readMessage("plc cm 4 me at shp nw", speller).english).toBe("police come for me at shop now");
    expect(readMessage("my phn no chrg, fuel prc?", speller).english).toBe("my phone no chrg fuel price");
    expect(readMessage("smh frm the mall", speller).english).toBe("smh from the mall");
  });

  it("spells out the shorthand of a station, years and that", () => {
    expect(readMessage("holding him since sat at tower hill stn").english).toBe("holding him since sat at tower hill station");
    expect(readMessage("how many yrs in prison, is dat legal").english).toBe("how many years in prison is that legal");
  });

  it("reads Krio written in its own alphabet, and French, as the English the rules know", () => {
    expect(readMessage("Usay una ɔfis de? A wan tɔk to lɔya").english).toBe("where you office is i want talk to lawyer");
    expect(readMessage("Où est votre bureau ?").english).toBe("where is your office");
    expect(readMessage("Mon frère est arrêté depuis hier").english).toBe("my brother is arrested since yesterday");
    expect(readMessage("ma sœur").english).toBe("my sister");
    expect(readMessage("i get rayt pan mi papa os?").english).toBe("i get right pan my father house");
    expect(readMessage("rayt mi nem").english).toBe("write my name");
  });

  it("knows the Krio of the office, its hours and the ways to reach it", () => {
    expect(readMessage("usai una ofis de? wetin tem una de klos?").english).toBe("where you office is what time you is close");
    expect(readMessage("una get imel? a wan sen mi dokyument dem").english).toBe("you get email i want send my documents dem");
  });
});

describe("detention, danger and requests outside the firm's work", () => {
  const read = (text: string) => readMessage(text);

  it.each([
    "dem don hold me broda na police station",
    "police dey na di door",
    "dem lock me papa up",
    "my son is in a cell since friday",
    "di polis de luk fo mi broda",
    "my wife is on remand",
    "they sent him to prison this morning",
    "polis de fo mi door",
    "i am texting from inside the cell",
    "men who said they were police took my uncle from his shop",
    "the police have kept my nephew for four days",
    "my boy is at the police post since yesterday",
    "they rearrested my brother this morning",
    "im at the station now",
    "police are searching our compound right now",
    "dem don put am na remand",
    "my uncle is at pademba road since march",
    "husband in lockup since sunday",
    "the police took his statement and never let him go home",
    "he has been inside since monday",
    "they moved my uncle to the correctional centre",
    "immigration has my wife at the airport",
    "they want money to release him from the cell",
    "my son is at waterloo police, can you come",
    "he has not been let go and the officer says he is helping with enquiries",
    "security handed him to the police and they still have him",
    "dem lok mi broda insay, nor bel, nor charge",
    "they still dont want to release my brother",
    "two men said they are police, they put my son in a car",
    "my broda, wen dem arrest yestaday, e stil de na Lumley",
    "he was arrested last month and is still in the cell",
    "my brother was arrested yesterday, I have not been arrested",
    "he was arrested in 2024 and is in Pademba Road",
    "my husband was taken by the navy from his boat",
    "they arrested my husband and told us to come back tomorrow",
    "can the police hold my brother without charge for five days",
    "he got bail but he is still on remand for the other charge",
    "abeg send lɔya na Kissy stesin, dem lɔk mi sista",
    "police took my phone and my husband",
    "the soldiers took my keke driver and the keke",
    "mon mari est arrêté, il est toujours à la gendarmerie",
    "they have not let my son go home since Tuesday",
    "mi broda de fo sel na Waterloo",
    "my wife is in their pickup now, they are driving off",
    "les policiers sont devant ma maison",
    "soldiers are in front of our shop right now asking for my husband",
    "dem don detain mi sista na di airport",
    "dem put mi broda na lockup since Sunday",
    "I am at Kissy police station, they said I cannot go home",
    "my son just called me from a cell at Central",
    "they came with a warrant at dawn and took my brother",
    "my cousin got lifted by police last night and they still got him",
    "the police are in my warehouse right now",
    "nevi dem don hol mi broda na sea",
    "my dad ws tkn by police 2nyt frm hme",
    "my uncle is being held there since the morning, at Kissy station",
    "the police stopped him at the airport, took his passport and he is still there hours later",
    "POLIS DON KECH MI BOY FO DI SHAP E DE FO STESHON NW PLS",
    "me broda de fo polis selll sins las nyt, dem nor gri le am go",
    "POLICE DEY BEAT MY BROTHER FOR CELL NOW KISSY STATION",
    "plc dey hostel now dey arrest evribody 4 d cult tin, dem hold 3 of us",
    "He remains at Wilberforce police station since this morning",
    "Sir, officers are at my gate at this very moment demanding that my son come out",
    "POLICE DEY NA DI MARKET DEM DE PACK DI WOMAN DEM GO STATION MY MOTHER INSIDE",
    "Dem tek di okada en dem tek am sef. Wi go na Congo Cross stesɔn, dem se e go stay de te e pay fine",
    "the Chief Officer has been kept ashore at the unit's offices for questioning; we must secure his release today",
  ])("%s is a detention", (text) => {
    expect(isDetention(read(text))).toBe(true);
  });

  it.each([
    "How many years in prison for stealing?",
    "are you near the police station",
    "the police want to question me about an investigation",
    "will the judge send him to prison",
    "the ship was arrested at the quay",
    "can the police keep my motorbike",
    "can police search a car without a warrant",
    "the bank will not release her account",
    "how many years in prison for fraud",
    "Can police keep somebody for 72 hours without taking them before a court?",
    "If polis kam na mi os witout warrant, dem get rait fo sachi am?",
    "police invited me to come and give a statement on friday",
    "mi pikin bin de na Pademba Road, naw dem don gi am bel, e de na os. di kes stil de na kot",
    "ma kontena de na di pot, kastoms nor gree release am",
    "police invited me for questioning tomorrow at CID",
    "our fishing vessel was detained by the navy for licence issues",
    "the police called me to say I am a suspect, I haven't been arrested",
    "accused of theft at my job, they say police will come for me",
    "I got an invitation from the CID to come on Thursday about the accident",
    "the police called me to come and make a statement next week",
    "dem se a fɔ kam na polis tumara fɔ ansa kwestyɔn",
    "can I be jailed for not paying a loan",
    "police took my licence at the checkpoint and I must go to court",
    "my landlord locked me out and called the police",
    "soldiers took my farm land in Kailahun two years ago",
    "the landlord changed the padlock and all my things are inside",
    "police beat protesters in our town last year and we want to take action",
    "the navy took my outboard engine and my nets at sea",
    "dem hold am na port since last month, the car I imported",
    "the family says they will take him to the police if he does not pay",
    "police officers collect money at a checkpoint outside Bo town",
    "I am at the bus station with my baby",
    "he came out on bail last month but the case is still going",
    "they arrested me last year, I paid bail, now the case is still going",
    "police called me say come to station tomorrow",
    "if someone owes me money, can I carry him to the police?",
    "how long can the police legally keep a suspect",
    "what is the longest time the police may hold a suspect",
    "e fit carry am go police?",
    "the shipping line will not release my barrels",
    "the ship registered in Freetown which is now detained by the maritime administration",
    "a container of hospital beds which is being held at the quay pending customs duty",
    "my sister is being held by her husband who beats her",
    "where ur office? i'll take keke frm eastern police",
    "dem se mi pikin tif, di case de na Pademba Road kot next week. e de na bail",
    "i order engine from dubai, container dey port, customs say duty too much and dem hold am",
  ])("%s is not", (text) => {
    expect(isDetention(read(text))).toBe(false);
  });

  it.each([
    "mi man de beat me",
    "he threatened to kill me",
    "I am not safe at home",
    "my daughter was raped by a neighbour",
    "dem de bit mi sista",
    "my uncle forced himself on me",
    "her brothers say they will cut me",
    "he touches me at night",
    "i am hiding from him in the kitchen",
    "he locked me in the store",
    "i fear for my life",
    "my partner has become violent",
    "he beat me last year and he still threatens me",
    "men with cutlasses say they will kill anyone who builds",
    "my neighbour is beating his wife",
    "he says he will fail me unless i sleep with him",
    "the girl is locked in a room by her madam",
    "i do not feel safe in this house",
    "a mob is outside my shop",
    "they will force my daughter to marry an old man",
    "my ex says he will post my nude pictures",
    "i am writing from the bathroom, he is still angry",
    "he strangled me last night",
    "my daughter came home with bruises",
    "her teacher did things to her",
    "dem se dem go bon di os wit mi en mi pikin dem insay",
    "her husband threw boiling water on her, she is at my place",
    "I no longer feel safe in this house",
    "I got threats on my phone saying they know my daughter's school",
    "dem se dem go chop mi head if a go back",
    "mon ex mari dit qu'il va me tuer, ils vont me tuer",
    "papa de beat mama now",
    "her stepfather has been raping her and she is terrified to go home",
    "the boat owner said he will throw me in the sea",
    "he sent boys to come to my house last night",
    "they plan her initiation this weekend against my will",
    "he knocked her on the head and blood is coming",
    "mi sista man nak am na ed, blod de kam",
    "my niece was sexualy abused by a neighbour",
    "a man online says he will post my pics if I do not pay",
    "he said if I leave him he will come and find me and I will regret it",
    "her ex told her you won't see christmas",
    "they shout that the old man will not live to see his next pension",
    "he has been sitting outside her place in Goderich every night",
    "my husbun bit me yesterdey, he sey he wil com get me",
    "I have received several calls saying I will be shot if I do not release a consignment",
    "colleague assaulted by husband, now at my house, he's threatening",
    "one man wey she owe dey threaten say e go kam wit boys fo cut her",
  ])("%s is danger", (text) => {
    expect(isDanger(read(text))).toBe(true);
  });

  it.each([
    "my son was charged with assault",
    "the landlord wants to evict me",
    "my son is accused of rape",
    "they will cut my salary",
    "if I move out for a while, will it hurt my chances of getting custody?",
    "customer refused to pay after i finish we sign paper",
    "he says he will get a lawyer and take the children",
    "my landlord is threatening to take my family land",
    "my landlord threaten say e go pull me out of the house",
    "please get in touch with me",
    "police beat me at a roadblock two years ago, i want to sue",
    "he used to beat me but i am safe now, i want maintenance",
    "a trawler hit our canoe",
    "they want me to finish my contract",
  ])("%s is not danger", (text) => {
    expect(isDanger(read(text))).toBe(false);
  });

  it("tells certain off-topic requests from words that only may be", () => {
    expect(isOutOfScope(read("write a poem about justice"))).toBe("certain");
    expect(isOutOfScope(read("price of a bag of rice"))).toBe("certain");
    expect(isOutOfScope(read("the hotel has not paid my salary"))).toBe("maybe");
    expect(isOutOfScope(read("my landlord wants to evict me"))).toBe(false);
    expect(isOutOfScope(read("how do i renew my passport"))).toBe("maybe");
    expect(isOutOfScope(read("which university is best for law"))).toBe("maybe");
    expect(isOutOfScope(read("the father of my child will not pay the school fees"))).toBe(false);
  });

  it("tells another place's hours, number or address from the firm's", () => {
    for (const text of [
      "what time does the bank close",
      "phone number of the fire service",
      "address of the land ministry",
      "which bus goes to lumley",
      "what time does the ferry leave",
      "is the city council office open today",
      "nearest pharmacy to aberdeen",
      "what time the post office open tomorrow",
      "what time does the Wilkinson Road branch of the savings bank close on Saturdays",
    ]) {
      expect(isAboutElsewhere(read(text))).toBe(true);
    }
    for (const text of [
      "what time do you close",
      "phone number of your office",
      "email for appointments",
      "hours of the family law office",
      "which keke goes to your office",
      "what time you open tomorrow",
      "can my landlord keep my deposit when I leave",
      "call me when a close duty",
    ]) {
      expect(isAboutElsewhere(read(text))).toBe(false);
    }
  });

  it("takes whether payment can be made in instalments as practical, though a polite 'may I' opens like a question for a lawyer", () => {
    expect(needsJudgement("May I kindly ask what a first consultation costs, and whether payment can be made in instalments?")).toBe("maybe");
  });

  it("takes how long a consultation lasts as practical, and how long a case takes as a question for a lawyer", () => {
    expect(needsJudgement("how long is a consultation")).toBe(false);
    expect(needsJudgement("how long will my divorce take")).toBe("certain");
  });

  it.each([
    "my boss keeps my passport, is that a crime",
    "wetin di law say bout land wey nor get paper",
    "could my tenant still be evicted after ten years",
    "can the landlord evict a widow",
    "is the owner liable when his driver crashes",
    "is a church marriage recognised in court",
    "is an arbitration award final",
    "can my brother be a director if he lives abroad",
    "who usually gets the house after a divorce",
    "how much notice should my employer give",
    "do her children also get part of the farm",
    "I would like to know whether a tenant can refuse to leave",
    "how many years would he get for fraud",
    "if my wife dies do her brothers get the house",
    "can my landlord take my things",
    "can police search my shop",
    "can we still go to court after mediation",
    "at what age can a child leave school",
    "is it true that a will must be stamped",
    "shud i sign the resignation letter",
    "must they pay for the lost cargo",
    "do i need to go to court for a divorce",
    "does a will written by hand count",
    "can we cancel the sale of our family land",
    "do daughters have a right to their father's land",
    "who inherits if there is no will",
    "what if my partner takes the company money",
    "will the court enforce a foreign judgment",
    "would a foreigner be allowed to own land outright",
    "may a tenant lawfully be evicted after the sale",
    "does the shipping line have to pay us the full value",
    "di law go gi wi di lan bak?",
    "if a divos mi man, na me go kip di pikin dem?",
    "What does the law in Sierra Leone say about corporal punishment in schools?",
    "dem say okada nor fo pass central town, na true law dat?",
    "Di chief kin tek wi family lan gi oda pipul witout we agri?",
    "the council can take my stall without give me notice?",
    "if my truck damage container on the way, me or the company pay?",
    "if the supplier bring bad goods, I must still pay?",
    "will the owner win if he takes me to court?",
    "can I buy land in SL as a US citizen?",
    "if we carry dem go court, wetin na we chance fo win?",
    "Dat paper go stand fo court?",
    "I was wondering whether I would be entitled to NASSIT benefits if my employer never registered me",
    "Would a tenant who has occupied my boys' quarters for twelve years acquire any right to the property?",
    "director personally liable for company debts?",
    "If I transfer my house to my daughter, can my sons later challenge it in court?",
    "mi bos nor pay mi fo 3 munt an i lef di job, i stil fit get di moni?",
    "police impound my keke, dem fit keep am forever",
    "if police stop me and search me wit no reason, na legal?",
    "if customer no come collect im car after 6 months i fit sell am legal",
    "if kostoma nor pay an i get di papa, kot go mek am pay mi?",
    "mama say if papa die, the land in Bombali go be for her or for his brothers?",
    "if i wen kot fo mi pikin dem, wich wan go win, me or mi wyf?",
    "landlod fit trow mi komot wit no notis?",
    "if he sells the family land without his brothers, court go cancel am?",
  ])("%s needs a lawyer's judgement", (text) => {
    expect(needsJudgement(text)).toBe("certain");
  });

  it.each([
    "If my husband dies, can his brothers take the house we built together?",
    "if my ship cargo got damaged at sea who pay, the shipping line or the insurance?",
    "Does an arbitration award bind the parties if one side did not attend the hearing?",
    "i want to know if my wife can take everything in the divorce",
    "if mi man dai, di os go bi mi yon?",
    "if di kanu sink wit oda man gudz insay, na mi go pe?",
    "She asks if the children of the second wife will share the house with her children.",
  ])("%s, a question put on a condition, may need a lawyer's judgement", (text) => {
    expect(needsJudgement(text)).toBe("maybe");
  });

  it.each([
    "my boss said if i complain they will sack me",
    "if you are open on saturday i will come",
    "I was wondering if I could come in on Friday",
    "my grandfather is asking if there will be someone who speaks Temne",
    "should i bring my company registration certificate and bank statements to the consultation",
    "We should be grateful to know whether an interpreter can be provided for our members who speak Limba.",
    "I want to adopt them legally so I can enroll them in school with my name. Please help me with the process.",
    "we'd rather mediate than sue because we still want their business",
    "Is it possible to schedule a video call with a lawyer?",
    "She asks if she can pay small small every month because she is a farmer.",
    "Can my mother call you? She cannot type.",
    "his sisters keep saying I will never win against their family",
    "my papa die no will, we be 7 children and the stepmother want take everything",
  ])("%s, a condition told or a question to the firm, does not", (text) => {
    expect(needsJudgement(text)).toBe(false);
  });

  it.each([
    "Dear Sir, may an employer dismiss without a hearing? What is the legal position?",
    "his wife say shop is for her, we say is for family. who win by the law?",
    "Is he entitled to them after resigning?",
    "Would the court be on her side?",
    "if a jam smol pikin wit di keke, a go go prison?",
    "r u allowed 2 record the police wen they stop u",
    "My mom has to leave in 30 days. Is that even legal?",
    "if chief take my lan and give to other man, law alow that?",
    "my broder die, him wife wan take all farm, she get right?",
    "polis say i must pay money because my dog bite small boy, must i pay?",
    "The lease says the rent is fixed. Can he actually do that?",
    "Is it true I can never reopen it, even if new evidence comes out?",
    "Can they still charge me criminally later?",
    "mi pikin papa nor de gi am notin. di lo se i fo pe fo di pikin o nor?",
    "if a borow moni an a nor pe bak, dem kin put mi na jel fo dat?",
    "Sir, my late husband brother is saying that the house is for the family. Does the law give him the right?",
    "I'm trying to understand how a court would actually rule.",
    "Assuming a confession was obtained without a lawyer present, would a Sierra Leonean court exclude it?",
    "If a worker is injured and was not wearing the gloves, is the factory still responsible?",
    "d company se if i nor wok sunday dem go sack me. dat legal?",
    "Under Sierra Leone law, must a foreign shareholder hold a minimum percentage?",
    "Is a fine or prison more likely if they take it further?",
    "if mi wife carry di pikin dem go Guinea, a go able get dem back?",
    "ferry company nor pay we three month, wi fit take dem court an win?",
    "if a sign dis paper wey boss gi mi, e mean say a nor go get mi gratuity again?",
    "if i resign now do dem still owe me end of service benefit?",
    "If someone was released without charge, can the police arrest him again for the same thing?",
    "is a tenancy of 50 years lawful for a foreign company",
    "am I right that a tenant must get three months notice",
    "he cheated me in 2019, is it too late to sue",
    "is adultery grounds for divorce here",
    "do we need a lawyer to sell our family house",
    "can I claim compensation for the days I spent in the cell",
    "is the new owner of the shop obliged to keep the old staff",
    "does my brother still own the land if he never built on it",
    "can the bank sell our house while the case is in court",
    "can children born outside marriage inherit from their father",
    "my landlord is selling, is he allowed to keep my advance rent",
    "ustem yia dem go gi am fo tif goat",
    "una tink se a get case? di man nor pay mi",
    "I wonder if the magistrate will accept a voice note as proof",
    "will I go jail for an accident that was not my fault",
    "how long must a landlord give notice before he throws a tenant out",
    "the council raised the market dues, that one legal?",
    "what is the statutory notice period for a cleaner",
    "would the confession be admissible at trial",
    "does a customary marriage count as a real marriage for inheritance",
    "can the chief sell family land without asking us",
    "if a plot has two papers, which one will win in court",
    "if they catch you with weed is it jail or just a fine",
    "if I sign a paper I cannot read, is the paper still strong",
    "do grandparents have any right to see the children",
    "just wondering if the court will accept whatsapp messages as evidence",
  ])("%s needs a lawyer's judgement too", (text) => {
    expect(needsJudgement(text)).toBe("certain");
  });

  it.each([
    "do you handle wills",
    "I was wondering whether you can help with a land case",
    "my landlord gave me notice",
    "we want the foreign judgment recognised and enforced here",
    "the ministry says my licence is not valid any more and I need help",
    "please help me get what is lawfully due to me from the company",
    "we want to adopt her so that she is legally ours",
    "our cooperative needs legal advice on registering as a company",
    "the contractor threatened to sue us over the unpaid invoice",
    "I want to be recognised as their guardian",
    "can I pay the lawyer small small",
    "if I come at 4, will anyone still be there",
    "Is there someone who can mediate? We don't want to sue each other",
    "both sides would accept a binding decision by a third party",
    "I retired from a statutory body and my benefits are unpaid",
    "soldiers beat me at a roadblock in May and I want to fight for my rights",
    "I was wondering whether any of your lawyers could help my cousin at his trial",
  ])("%s does not", (text) => {
    expect(needsJudgement(text)).toBe(false);
  });

  it("steers back the price of land, a house or a car and a song, not the cost of the firm's work on them", () => {
    expect(isOutOfScope(read("how much is a town lot in lumley now"))).toBe("certain");
    expect(isOutOfScope(read("price of a car in freetown"))).toBe("certain");
    expect(isOutOfScope(read("which singer sings that song"))).toBe("certain");
    expect(isOutOfScope(read("wetin be di wedda na bo"))).toBe("certain");
    expect(isOutOfScope(read("how much for a land case"))).toBe(false);
    expect(isOutOfScope(read("how much is a land title search"))).toBe(false);
    expect(isOutOfScope(read("how much for a house lease agreement"))).toBe(false);
    expect(isOutOfScope(read("how much would a car accident claim cost"))).toBe(false);
    expect(isOutOfScope(read("write me a cover letter for a bank job"))).toBe("certain");
    expect(isOutOfScope(read("i forgot my pin"))).toBe("certain");
    expect(isOutOfScope(read("best phone for a student"))).toBe("certain");
    expect(isOutOfScope(read("draft a contract for my shop"))).toBe(false);
    expect(isOutOfScope(read("write a skit for our youth group"))).toBe("certain");
    expect(isOutOfScope(read("the supplier keeps telling me a story about the goods"))).toBe(false);
    expect(isOutOfScope(read("book me a table for two"))).toBe("certain");
    expect(isOutOfScope(read("how do you say good night in mende"))).toBe("certain");
    expect(isOutOfScope(read("my wifi is slow"))).toBe("certain");
    expect(isOutOfScope(read("euro rate today"))).toBe("certain");
    expect(isOutOfScope(read("who is the mayor of freetown"))).toBe("certain");
    expect(isOutOfScope(read("who is the head of your firm"))).toBe(false);
    expect(isOutOfScope(read("we built a school building and were not paid"))).toBe(false);
    expect(isOutOfScope(read("the landlord wants to raise the rent 3 times"))).toBe(false);
    expect(isOutOfScope(read("can they evict me in the rainy season"))).toBe(false);
    expect(isOutOfScope(read("how do i fix my laptop"))).toBe("certain");
    expect(isOutOfScope(read("where can i buy a suit"))).toBe("maybe");
    expect(isOutOfScope(read("do you know a good mechanic in Kissy"))).toBe("maybe");
    expect(isOutOfScope(read("do you know a good lawyer for land cases"))).toBe(false);
    expect(isOutOfScope(read("best shawarma spot in town"))).toBe("certain");
    expect(isOutOfScope(read("crossword clue for a judge, five letters"))).toBe("certain");
    expect(isOutOfScope(read("help me write our donor report for the water project"))).toBe("certain");
    expect(isOutOfScope(read("how do I create an instagram business page"))).toBe("certain");
    for (const text of [
      "my son has a high fever since morning, what do I give him",
      "is crypto a good investment for my family",
      "any good netflix series about lawyers",
      "do you have land for sale in Tokeh",
      "two bedroom flats to rent near Lumley",
      "what does the word plaintiff mean",
      "freight rates from Antwerp this month",
      "choose two hymns for our harvest service",
      "please draft a short welcome speech for the chief's visit",
      "how much paracetamol can a child take",
      "write a short eulogy for my uncle",
      "a prayer to read at her late father's memorial",
    ]) {
      expect({ text, outOfScope: isOutOfScope(read(text)) }).toEqual({ text, outOfScope: "certain" });
    }
    expect(isOutOfScope(read("wetin na di pris fɔ sima tide"))).toBe("certain");
    expect(isOutOfScope(read("where can i find your office"))).toBe(false);
    expect(isOutOfScope(read("i want to study law at fourah bay"))).toBe("certain");
    expect(isOutOfScope(read("how far is bo from here"))).toBe("certain");
    expect(isOutOfScope(read("how far is your office from lumley"))).toBe(false);
    expect(isOutOfScope(read("do you sell land"))).toBe("certain");
    expect(isOutOfScope(read("how much do new cars cost at the dealership"))).toBe("certain");
    expect(isOutOfScope(read("give me ideas for a business name for my shop"))).toBe("certain");
    expect(isOutOfScope(read("tel mi wan stori fo mi pikin dem fo slip"))).toBe("certain");
    expect(isOutOfScope(read("where I can find a good gym"))).toBe("maybe");
    expect(isOutOfScope(read("usai a go bai fayn lapa"))).toBe("maybe");
    expect(isOutOfScope(read("Please help me prepare a lesson note on the arms of government for my JSS 3 civics class"))).toBe("certain");
    expect(isOutOfScope(read("Please write a tribute for my father's one year memorial"))).toBe("certain");
    expect(isOutOfScope(read("What is the headquarter town of the Eastern Province?"))).toBe("certain");
    expect(isOutOfScope(read("translate 'invoice' to Arabic"))).toBe("certain");
    expect(isOutOfScope(read("tell me how fo smoke fish make e nor spoil"))).toBe("certain");
    expect(isOutOfScope(read("which ships are arriving at the quay this week"))).toBe("certain");
    expect(isOutOfScope(read("what is the current price of diamonds per carat"))).toBe("certain");
    expect(isOutOfScope(read("How to dry cocoa beans well so the moisture is not high"))).toBe("certain");
    expect(isOutOfScope(read("hw fo sharp mi saw blade"))).toBe("certain");
    expect(isOutOfScope(read("how to set up a facebook live stream for church service"))).toBe("certain");
    expect(isOutOfScope(read('What is the Mende word for "lawyer"?'))).toBe("certain");
    expect(isOutOfScope(read("Current Le/USD rate?"))).toBe("certain");
  });

  it("reads the seventh round's kinds: put out at night, a crowd, threats through the children, the police asking for someone, a search of the stations", () => {
    for (const message of [
      "my husband's people threw me and the kids out tonight, we have nowhere to sleep",
      "dem don push mi en mi pikin dem comot na os, wi de sidon na road",
      "a crowd is gathering outside my stall calling my son a thief",
      "dem de bit wan uman na di jokshon, pipul dem se na wich",
      "they beat my brother for the money and said they will come back for me",
      "some men want to take my daughter to the bush for initiation tonight",
      "he said he knows where my children go to school",
    ])
      expect({ message, danger: isDanger(readMessage(message)) }).toEqual({ message, danger: true });
    for (const message of ["we need a lawyer to deal with them at the port", "the landlord says he will throw us out next month"])
      expect({ message, danger: isDanger(readMessage(message)) }).toEqual({ message, danger: false });
    for (const message of [
      "the police are downstairs asking the landlord for my son",
      "soja dem tek mi broda go barak dis morning",
      "we have checked three police stations and nobody will say where my father is",
      "our director has been held by the Anti-Corruption Commission since morning, he is not allowed to leave",
    ])
      expect({ message, urgent: isUrgent(message) }).toEqual({ message, urgent: true });
    for (const message of [
      "do you take cases against the police for human rights abuses",
      "can they arrest me for a debt I owe a friend?",
      "our consignment of used vehicles has been detained at the quay since Monday",
      "mi fishin boat dem hol am na waf",
    ])
      expect({ message, urgent: isUrgent(message) }).toEqual({ message, urgent: false });
  });

  it("reads the seventh round's questions for a lawyer: rights, trouble, taking the law into one's hands, what the law allows", () => {
    for (const message of [
      "wetin na mi rayt if mi bos sack mi",
      "dis tin lijal?",
      "can i sell his things to get my money or will i get in trouble",
      "my tenant owes rent, can i just change the locks?",
      "is marriage at sixteen allowed under the law",
      "how long must we farm the land before it becomes ours",
      "if police catch me without licence dem fit tek di okada?",
    ])
      expect({ message, judgement: needsJudgement(message) }).toEqual({ message, judgement: "certain" });
    expect(isOutOfScope(read("are you hiring? I need work as a cleaner"))).toBe("certain");
    expect(isOutOfScope(read("which bank gives the best loan for a keke business"))).toBe("certain");
  });

  it("reads Krio detentions told in its own order and forms, and sets aside a release wished for, a statement taken and papers from the police", () => {
    for (const message of [
      "na cell dem put mi broda since monday",
      "my husbnd dey police custody for Zimmi",
      "he still de station pls",
      "dem go transfer mi boy from Pujehun cell tonight",
      "cid man dem cum fo mi uncle nw nw",
      "they detain our club captain at the airport now",
      "she has been in the cell overnight, can you get her released quickly",
      "dm hol 3 of we boys na di staishun",
    ])
      expect({ message, urgent: isUrgent(message) }).toEqual({ message, urgent: true });
    for (const message of [
      "the police took a statement from me last week and I may be charged",
      "do I need to bring the police papers when I come?",
      "we would like to have it arrested before the vessel sails",
      "how long police fit hold person before court",
      "me boy comot Pademba after 8 months",
    ])
      expect({ message, urgent: isUrgent(message) }).toEqual({ message, urgent: false });
  });

  it("reads arrests going on, a relative caught, a warrant being served, someone still with the police or at Central, and sets aside a hypothetical stop", () => {
    for (const message of [
      "they are arresting boys at the junction and my brother is among them",
      "dem de arrest pipul na Kroo Bay now now",
      "dem don arrest Mama for market",
      "dem ketch mi pikin las nite",
      "they came with a warrant and they are searching the house now",
      "i still de wit dem at the checkpoint",
      "i de na Central now, a nid pesin tunite",
      "I am writing from Bo police station, they say I will sleep here tonight",
      "state security took my journalist friend last night",
    ])
      expect({ message, urgent: isUrgent(message) }).toEqual({ message, urgent: true });
    for (const message of [
      "if polis stop mi na checkpoint dem fit search mi fon?",
      "wi fit put am na jail or na civil matter dis?",
      "My son's trial is at Pademba Road magistrate court next month",
      "the navy took our boat, the crew dem don release but they have not given back the boat",
      "our guards' barracks sits on land the company leases",
      "the workers are at my house with machetes and my family is inside",
    ])
      expect({ message, urgent: isUrgent(message) }).toEqual({ message, urgent: false });
  });

  it("sets aside what the police may do to anyone, asked in general, and a detention said to be over in Krio, but not someone held now", () => {
    for (const message of [
      "wat r my rights if police come search my house with no warrant",
      "Polis fit kam insay mi os if dem nor get warant?",
      "Is it true police can hold you for 10 days for serious crimes?",
      "Can a landlord get me arrested for not paying rent?",
      "Can a 14 year old child be sent to prison in Sierra Leone?",
      "wen police arrest sumbody, must they allow am call family?",
      "dem bin hold ma guy last month, he free now",
    ])
      expect({ message, urgent: isUrgent(message) }).toEqual({ message, urgent: false });
    for (const message of ["Is it true police can hold you for 10 days for serious crimes?", "wen police arrest sumbody, must they allow am call family?"])
      expect({ message, judgement: needsJudgement(message) }).toEqual({ message, judgement: "certain" });
    for (const message of [
      "is it true police can hold you for 10 days? they have my brother at Kissy station since Monday",
      "when police arrested my son last night they beat him and he is still in the cell",
      "can a landlord get me arrested? police are at my door now",
      "dem bin hold ma guy last month and he is still in jail",
    ])
      expect({ message, urgent: isUrgent(message) }).toEqual({ message, urgent: true });
  });

  it("takes violence asked about as a question of law as no danger, unless it goes on", () => {
    for (const message of [
      "What's the punishment for domestic violence under Sierra Leone law?",
      "If police beat someone in custody, can the family sue the officers personally or only the government?",
      "If I hit a thief who broke into my house, can I be charged?",
    ])
      expect({ message, danger: isDanger(readMessage(message)) }).toEqual({ message, danger: false });
    for (const message of [
      "what is the punishment for a man who beats his wife? my husband is beating me now",
      "if I hit him back will I be charged? he is still beating me every day",
    ])
      expect({ message, danger: isDanger(readMessage(message)) }).toEqual({ message, danger: true });
  });

  it("tells a request to take a matter on from a question of what the law says of it", () => {
    for (const message of [
      "I'm a journalist charged under the Public Order Act. I need counsel.",
      "Me husband don commot prison, e wan appeal e case. Una de do dat?",
      "my landlord wants to raise the rent in the middle of the lease. I need someone to write to him for me",
      "My wife was acquitted last week. We want to sue for malicious prosecution. Is this your area?",
      "Foreign trawler don damage all we canoe. Una fit help we?",
    ])
      expect({ message, help: asksForHelp(readMessage(message)) }).toEqual({ message, help: true });
    for (const message of [
      "Can my landlord raise the rent in the middle of the lease?",
      "is it legal for police to ask money for bail?",
      "will I win my case?",
    ])
      expect({ message, help: asksForHelp(readMessage(message)) }).toEqual({ message, help: false });
  });

  it("takes a beating dated to a month of a past year, or told in Krio as last year, as past, and scars still borne as no danger going on", () => {
    for (const message of [
      "In August 2022 during the protests soldiers beat me and I lost two teeth. Can your firm bring a human rights claim?",
      "Wan polisman bin bit mi na Wellington las yia, a wan tek am go kot.",
      "Police beat me in custody last year and I still have the scars. I want to bring a human rights claim.",
    ])
      expect({ message, danger: isDanger(readMessage(message)) }).toEqual({ message, danger: false });
    for (const message of ["He beat me last year and he still beats me", "In August 2022 he beat me and he is still threatening me"])
      expect({ message, danger: isDanger(readMessage(message)) }).toEqual({ message, danger: true });
  });

  it("takes being fired or dismissed as words of the law, so a question about it is the firm's work whatever else it names", () => {
    for (const message of ["Can they fire a woman because she's pregnant?", "Can my employer dismiss me without notice?"])
      expect({ message, law: asksTheLaw(readMessage(message)) }).toEqual({ message, law: true });
    expect(asksTheLaw(readMessage("can you fire up the generator for me"))).toBe(false);
  });

  it("reads a mother thrown out on the street at night in Krio as in danger", () => {
    expect(isDanger(readMessage("My landlord don trowey me an me 3 pikin dem na street tonight, rain de fall, we no get weh fo go"))).toBe(true);
  });

  it("reads danger told as put on the street with the children, stoned, a hand broken, a child followed or sent dirty messages, a return promised", () => {
    for (const message of [
      "dem trowe mi na street wit mi bobi pikin",
      "my in-laws threw us out, we are sitting by the road with the children",
      "my neighbour's boys stoned me this evening",
      "mi husband brok mi han yestade en i se i go kam bak fo finish mi",
      "the teacher is sending her dirty messages and waiting for her after school",
      "wan man de follow di gyal pikin dem na school road",
      "someone left a note that next time they will come for me",
      "mi boyfren se i go put am pan internet en i go kam bit mi tunite",
    ])
      expect({ message, danger: isDanger(readMessage(message)) }).toEqual({ message, danger: true });
    for (const message of ["I fell from the scaffold and broke my leg, am I entitled to compensation?", "e get rait fo trowe mi tin dem na rod?"])
      expect({ message, danger: isDanger(readMessage(message)) }).toEqual({ message, danger: false });
  });

  it("takes the police calling someone to come in as a summons, marine cargo as cargo and chasing a debt as no chase", () => {
    for (const message of ["police keep calling me to come and clarify something", "Insurance company rejected our marine cargo claim, can you take it up?"])
      expect({ message, urgent: isUrgent(message) }).toEqual({ message, urgent: false });
    expect(isUrgent("the marines took my brother from the wharf")).toBe(true);
    expect(isDanger(readMessage("a company owes me for website work, can you chase them?"))).toBe(false);
    expect(isDanger(readMessage("they chased me with a cutlass"))).toBe(true);
  });

  it("reads questions of inheritance, what binds, whether there is a case and what the law allows, in Krio and English", () => {
    for (const message of [
      "who fo get di property wen mi papa die",
      "Does the lease still bind him?",
      "Would I have a case against the hospital?",
      "mi nebo build fence pan mi lan, i legal",
      "if wi don gree fo arbitration, a still fit go kot?",
      "can an arbitration award be challenged in court",
      "can person get bail for murder charge?",
      "customary marriage, does it count for divorce?",
    ])
      expect({ message, judgement: needsJudgement(message) }).toEqual({ message, judgement: "certain" });
    expect(needsJudgement("We want to adopt my late sister's daughter legally. Do you do adoptions?")).not.toBe("certain");
    for (const message of ["are there any jobs for security guards in Kono", "sell me airtime", "wetin fo do for headache", "who wrote the US constitution"])
      expect({ message, outside: isOutOfScope(read(message)) }).toEqual({ message, outside: "certain" });
  });

  it("reads danger told as a promised bullet, a house to be burnt, a head struck, a family found, a crowd with sticks", () => {
    for (const message of [
      "they cornered me and said next time is a bullet",
      "his brothers said they will burn the house if we go to court, we are afraid to sleep",
      "e knock me wit stik na mi ed, blood de comot",
      "dem say dem go cut my hand if I no leave",
      "my husband found where i am and he is coming with his brothers tonight",
      "many people came to our gate with sticks and stones",
      "he is outside banging the door",
    ])
      expect({ message, danger: isDanger(readMessage(message)) }).toEqual({ message, danger: true });
    for (const message of [
      "the worker hurt his hand at the mine, must the company pay?",
      "my landlord locked my shop with me goods inside",
      "fire burn me house long time and my papers are lost",
      "book me a consultation about the rape case of my daughter",
    ])
      expect({ message, danger: isDanger(readMessage(message)) }).toEqual({ message, danger: false });
  });
});

describe("the ninth round's kinds", () => {
  it("sets aside an arrest that has not happened, a summons in Krio, a release in Krio and what happens to anyone arrested", () => {
    for (const message of [
      "dem report me say a tif di phone but dem never arrest me yet",
      "police call me say make a come report na CID on Monday",
      "dem release am from station last week but dem still hold in moto",
      "dem lef am pan bel after two nights",
      "if somebody is arrested, can they refuse to talk?",
    ])
      expect({ message, held: isDetention(readMessage(message)) }).toEqual({ message, held: false });
    for (const message of [
      "my husband is held at Congo Cross police station and they say they want money before they release him",
      "immigration officers stopped my brother at the airport and he is locked in a room there",
      "dem still hold mi broda na station",
      "the police took my brother from the market, do they have the right to keep him?",
      "police took my brother, did they have the right to do that?",
      "my brother was arrested at Lumley; if someone is arrested, can the family visit?",
    ])
      expect({ message, held: isDetention(readMessage(message)) }).toEqual({ message, held: true });
  });

  it("takes a house on fire and people fighting with a stick as danger, not children inside as held, and a room locked on things as neither", () => {
    const fire = readMessage("dem de bon di os dem, pipul de fet wit stik. pikin dem de insay");
    expect({ held: isDetention(fire), danger: isDanger(fire) }).toEqual({ held: false, danger: true });
    const locked = readMessage("landlord don lock mi room wit mi tins insay");
    expect({ held: isDetention(locked), danger: isDanger(locked) }).toEqual({ held: false, danger: false });
  });

  it("reads a tanker arrested as a ship, whatsapp misspelt, and vaccinations and naming ceremonies as outside the firm's work", () => {
    expect(isDetention(readMessage("the tanker my husband works on was arrested at the quay for unpaid fuel"))).toBe(false);
    expect(readMessage("una get watsap").english).toBe("you get whatsapp");
    for (const message of ["which vaccinations do i need for travel", "wetin a fo bring for mi neba pikin pul-na-do"])
      expect({ message, outside: isOutOfScope(readMessage(message)) }).toEqual({ message, outside: "certain" });
  });
});

describe("the ninth round's questions and requests", () => {
  it("takes what the police have the right to do, or must do when arresting anyone, as a question for a lawyer", () => {
    for (const message of ["polis get rait fo tek moni fo bail?", "must a police officer wear uniform when arresting someone?"]) {
      const read = readMessage(message);
      expect({ message, held: isDetention(read), judgement: judgement(read) }).toEqual({ message, held: false, judgement: "certain" });
    }
  });

  it("takes goods for sale, jobs elsewhere, tracking a ship and a currency as outside the firm's work", () => {
    for (const message of [
      "do you sell cement",
      "which company is hiring drivers in Makeni",
      "how can I track my brother's ship",
      "what is legal tender in Guinea",
    ])
      expect({ message, outside: isOutOfScope(readMessage(message)) }).toEqual({ message, outside: "certain" });
  });

  it("reads 'bai' ending a message as bye unless something is to be bought, and Krio prison, appeal and case", () => {
    expect(readMessage("a de go naw, bai").english).toBe("i is go now bye");
    expect(readMessage("wetin a fit bai").english).toBe("what i can buy");
    expect(readMessage("wi wan apil di kes, e de na prizin").english).toBe("we want appeal the case e is at prison");
  });
});

describe("the words of custody the classifier's reading of a detention needs", () => {
  it("finds them in detentions told without the rules' patterns, in English and Krio", () => {
    for (const message of [
      "bro dey for OSD base 2 days now nobody fit see am abeg",
      "my husband has been at the Criminal Investigation Department since yesterday",
      "dem carry am since mornin we nor know usai",
      "soldiers stopped my son at the checkpoint",
    ])
      expect({ message, custody: speaksOfCustody(readMessage(message)) }).toEqual({ message, custody: true });
  });

  it("finds none in a greeting, a question about the hours or a trip", () => {
    for (const message of ["Good afternoon mi pikin dem", "Una ofis de op naw naw?", "I land at Lungi on Tuesday and will drive to your office"])
      expect({ message, custody: speaksOfCustody(readMessage(message)) }).toEqual({ message, custody: false });
  });
});

describe("requests told in the words of a question for a lawyer", () => {
  it("takes a wish to sue, shares to settle on paper, what the firm can do and a plan to go to court as requests, not questions", () => {
    for (const message of [
      "my cousin was held a week for nothing, now e wan sue polis",
      "we want to sue the hospital for what they did",
      "three of us are starting a shop and want to sort out who owns what",
      "I was told you can arrest a ship that owes money",
      "my container came damaged, who fit help me claim",
      "mi sista man nor de pay for di pikin, e wan go kot",
    ])
      expect({ message, judgement: needsJudgement(message) }).toEqual({ message, judgement: false });
  });

  it("still takes the questions themselves as questions for a lawyer", () => {
    for (const message of [
      "can I sue my landlord for the damage?",
      "who owns the land if there is no will?",
      "can they arrest me for a debt?",
      "will the court give me custody?",
      "e legal for police search mi os witout paper?",
      "did the police have the right to go through my phone?",
    ])
      expect({ message, judgement: needsJudgement(message) }).toEqual({ message, judgement: "certain" });
  });
});

describe("the phrases of the team, the services, the hours and a meeting, in Krio and English", () => {
  it("reads who works there, what the firm helps with, whether someone is in at an hour and how to meet", () => {
    for (const [message, phrase] of [
      ["udat de wok de na una ofis?", "team"],
      ["na who and who de na una chambers", "team"],
      ["omos lawyer una get?", "team"],
      ["wetin una de hep pipul wit?", "services"],
      ["please tell me about your chambers", "services"],
      ["wat law work una sabi", "services"],
      ["if I come at 3:30 pm will somebody still be there", "hours"],
      ["which days are you working", "hours"],
      ["could we have the consultation on monday morning", "booking"],
      ["my wife and I want to come in together for a consultation", "booking"],
      ["can the meeting be over zoom", "booking"],
      ["make I link up wit one of una lawyers", "booking"],
    ])
      expect({ message, phrases: readMessage(message).phrases }).toEqual({ message, phrases: expect.arrayContaining([phrase]) });
  });
});

describe("the costliest messages the rules read", () => {
  it("reads 1,000 characters of repeated rule words without backtracking for long", () => {
    const seeds = [
      "police ",
      "can my ",
      "is the a ",
      "what time does the ",
      "took my ",
      "whether a ",
      "do his a ",
      "forced ",
      "number of the ",
      "how far is ",
      "touch my ",
      "not been charged or ",
      "sell pademba ",
      "can they be ",
      "fo bit mi ",
      "now i want ",
      "has not been ",
      "lock my brother in bail ",
      "not release my ",
      "put my son in a ",
      "arrest still is at ",
      "can police ",
      "invited to come ",
      "allowed to ",
      "does the big ship have to ",
      "with my ",
      "invited for ",
      "have not been ",
      "last month police ",
      "if my ",
      "if the court is ",
      "does my if ",
      "wondering if my ",
      "police at the mission ",
      "not urgent ",
      "charge my ",
      "she asks if the children of ",
      "holidays public you ",
      "under the law is the still ",
      "can police arrest him again ",
      "the girl is beaten throw stones at my ",
      "dont know where they i is in their ",
      "not arrest me yet ",
      "police took my phone and my ",
      "we want the big ",
      "is a big ",
      "does the big still ",
      "dem hold am at ",
      "police in front of our ",
      "sent boys to come to ",
      "initiation against my will ",
      "is he allowed to ",
      "if i come will anyone ",
      "threaten my brother ",
      "i am at the big police ",
      "put my son at ",
      "not allowed him to go since ",
      "say i for come ",
      "can the ",
      "he said he will come ",
      "if he must ",
      "go be for her or ",
      "or my brother go ",
      "my brother is being ",
      "dem hold am ",
      "what does the law in ",
      "without my ",
      "court go make ",
      "threw my out ",
      "throw my at street ",
      "people say thief ",
      "crowd gathering ",
      "beat him will come back to finish ",
      "warrant searching ",
      "checked the stations ",
      "cell dem put my ",
      "they are arresting ",
      "is sending her dirty ",
      "if police stop can ",
      "does the lease still ",
      "can the big line refuse ",
      "next time they will ",
      "still is with ",
      "get her released ",
      "or i go get ",
      "they go pay or ",
      "writing from bo big police ",
      "if police come search ",
      "when police arrest somebody ",
      "is it true that police ",
      "can a landlord get me ",
      "can a child of a big ",
      "if i hit ",
      "whats the punishment for ",
      "i need a ",
      "you can help ",
      "is this your ",
      "he free now ",
      "in august 2022 ",
      "still have the ",
      "if someone is arrested ",
      "before they release ",
      "still hold my moto ",
      "is burning houses ",
      "immigration locked in a room ",
      "did they have the right to ",
      "e legal for police ",
      "we want to sue ",
      "sort out who owns ",
      "who and who is for your chambers ",
      "if i come at 5 30 will someone ",
      "can we do the meeting on monday ",
      "taking my wife from the shop for ",
      "dem has leff me but ",
      "a fit break am down ",
      "can i keep his last ",
      "is there a law ",
      "if this is the right ",
      "what is your street address ",
      "i was detained in 2015 and ",
      "wont let him go at central ",
      "can police arrest, ",
      "police took him, can police arrest, ",
      "they are holding me. does a person arrested ",
      "i am in the ",
      "have been in the ",
      "traffic is hold ",
      "phone not charging ",
      "give me lotto ",
      "draw me a picture ",
      "write letter to my brother send money ",
      "who is handle land case en who ",
      "how for get you ",
      "if i reach there by 4 45 will somebody ",
      "your court judges ",
      "us moni ",
      "africell credit register my new sim ",
      "is the bo road ",
      "football contract ",
      "with my wife and ",
      "is inside ",
      "mob the boy is inside ",
      "locked himself in the police ",
      "dem don arrest di trawler ",
      "they arrested our vessel ",
      "our vessel detained urgent ",
      "soldier at teko barracks ",
      "kill my goat ",
      "tok to una leta ",
      "how person go get una ",
      "una get office na ",
      "does your firm only work in freetown ",
      "come in for questioning next monday ",
      "deal with me ",
      "bank is chasing ",
      "nobody can touch him ",
      "arrest pls help ",
      "which of una lawyers handle ",
      // The eighteenth round's patterns: people inside beside an attack, the forces asked about in general or waiting outside,
      // an event held, a harm that stopped, asks inside a sentence, what to carry.
      "my mother and i are inside ",
      "banging on our door roof off ",
      "do police need a warrant they have me ",
      "the police are at my aunty's house they are waiting outside ",
      "the exercise will be held ",
      "he is not in custody but ",
      "now no more e don stop now ",
      "she wants to know whether can they ",
      "e fit do dat ",
      "does he get share of ",
      "what i go carry come ",
      // The nineteenth round's: a mediation asked for, a wrong to prosecute, time inside told as over, a thing the police kept,
      // a question of the law beside a harm, stones, the firm reached from far away.
      "do you do mediation help us mediate ",
      "we want him prosecuted file a fraud case against ",
      "wen i bin de inside while he was in prison ",
      "police take mi okada can they keep ",
      "who suppose to repair can he put me and the ",
      "they are stoning petrol mob inside ",
      "how can i reach your office from abroad ",
      "which bank gives loans is it or this better ",
      "can the school withhold my certificate can i force him to ",
      // The twentieth round's: a vehicle kept, a crew detained, a station unknown, an arrest asked about, a child's custody, an award.
      "police hold my keke and me sef took the bike ",
      "detain the crew dont know which station lock my man inside ",
      "if a kill one goat dem go lock me up will i still be charged ",
      "i want a custody order custody of my pikin ",
      "award from arbitration the arbitrator gave enforce the award ",
      "review the contract a licensing agreement write a will who owns the songs me or ",
      "the hospital will not let her go until we pay cant leave the ward bill keep him till we pay ",
      "unknown men took my brother men pulled him into have my son tied ",
      "put dem at truck now they put me in a small room say i cant enter nobody will tell us which station he is in ",
      "does the clause in my contract with the company stop me from is the owner responsible or can they really sell it ",
      "tie my brother at the barri stay at the chief house till tied her hands chiefs men dragging him poro bush fine ",
      // The twenty-fifth round's: a Krio question of arrest, guns as things, goods not inside, a guard post, an attack now, fees asked.
      "if person sell mi phone police fit kam hol mi dem fit arrest am ",
      "gun licence his guns and the farm 2 guns to my brother about gun wey dem find ",
      "my bale no de inside cargo no dey inside pieces de inside ",
      "lock my brother na di forest guard post hold am at the border checkpoint we no fit pay bail ",
      "drunk men de attack we gyal dem can you look at it and deal with him partners will deal with us ",
      "send your schedule of fees an idea of your fees wetin una de charge shall i bring the invoices ",
      // The twenty-sixth round's: arrests supposed, shelter from armed men, bail and summons papers, other places' days, custody asked.
      "if pesin buy my medisin police fit hold me if i no pay the school can take me to court and put me in prison ",
      "forest guards holding my driver men with sticks at my gate we are inside throw stones at our bar come back to burn it ",
      "police gi am bail give me paper to come court i am not in jail he is not in the cell budget has not been released ",
      "what day the market open which time the office open closest western union that is open number for our records ",
      "lawyer for the custody woman lawyer is inside your office take police case police took it my permis they take at ",
      "e de fo sel di sel go stand combien davocats gardee a vue the polish dem are taking him away officers just came ",
      // The twenty-seventh round's: arrests supposed or wished, stations of work, threats at the door, arbitration asked, the law's view.
      "am i allowed to if the police have arrested them not charged them yet he should be arrested my colleagues at the station ",
      "they will come back tonight to break our legs boys are outside my house we are still inside the cylinders are not safe ",
      "settle our dispute through arbitration act for us in the arbitration can i pay the fees in parts di law gri wit dat ",
      // The twenty-eighth round's: time inside over, wished arrests, threats heard from inside, mediation by its use, courts supposed.
      "was in pademba road prison for six months people still call me dem neva arrest mi yet dem release me after 3 day ",
      "say dem go kill me tonight i dey inside now carried off over a hundred planks the police they came want him arrested ",
      "can we use mediation a neutral person to settle una get posin wey fit mediate go di kot gi am who win the match ",
      "what should i prepare before meeting if police find stolen phones in my shop make we go kot schedule a call with ",
    ];
    const started = performance.now();
    for (const seed of seeds) {
      const message = readMessage(seed.repeat(200).slice(0, 1000));
      urgent(message);
      isDetention(message);
      isDanger(message);
      speaksOfCustody(message);
      isAboutElsewhere(message);
      isOutOfScope(message);
      judgement(message);
      asksAnything(message);
      costOrWhatToBringTerms(message);
      asksForMediation(message);
      wantsProsecution(message);
      speaksOfAThingKept(message);
      harmGoesOn(message);
      onlyAVehicleHeld(message);
      speaksOfAnAward(message);
      mayAskTheLaw(message);
    }
    // About 3 ms each on this machine; the margin is for a slow one, not a target.
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it("reads 1,000 characters of long words before a few short ones without backtracking for long", () => {
    // A count of words written as "(\\S+ ?){1,6}$" splits each long word every way it can before it
    // fails: on 40-letter words (the longest the reading keeps) about 170 ms a message, against 1 to 3.
    const tails = ["arrest pls help x y z", "rain today x y z a b c d e f g h", "please lend me x y z"];
    const messages = [20, 30, 40].flatMap((length) => tails.map((tail) => `${`${"ab".repeat(length / 2)} `.repeat(Math.floor(960 / (length + 1)))}${tail}`));
    const readAll = () =>
      messages.map((text) => {
        const started = performance.now();
        const message = readMessage(text);
        urgent(message);
        isDanger(message);
        isOutOfScope(message);
        judgement(message);
        return performance.now() - started;
      });
    // The first pass compiles the patterns; the second is timed. The margin is for a loaded machine, not a target.
    readAll();
    expect(Math.max(...readAll())).toBeLessThan(100);
  });
});

describe("the round of stories told to the end, Krio release and questioning", () => {
  it("takes someone being taken for questioning as held, and a release told in Krio as over", () => {
    expect(isDetention(readMessage("As I'm typing they are taking my wife from the shop for 'questioning'"))).toBe(true);
    expect(isUrgent("dem arrest mi broda las wik bot dem don leff am")).toBe(false);
    // A release wished for, waited for or not yet, someone left with the police, and an acquittal are no release.
    for (const text of [
      "polis hold mi broda, a beg mek dem leff am",
      "dem arrest mi pikin, until dem leff am a nor go sleep",
      "my brother is in remand, when will they leff him",
      "dem arrest mi broda. dem don leff am wit di CID",
      "dem don leff am na cell since yesterday",
      "he was acquitted but the prison officers refuse to let him out",
      "my brother is on remand at pademba road, how can we get him acquitted?",
      "dem release mi broda on bail bot mi uncle bin de na cell",
      "they won't let him go. we've been at Central since 8am. they keep saying the OC is not around",
      "he was arrested in 2024 and is in Pademba Road",
      "he was arrested in 2022 and is now in Pademba Road prison",
      "he was arrested in 2021 and remains in Pademba Road",
      "I was arrested in 2019 for a protest. Last night police came and took my son",
      // Held for the bill is held (the twentieth round): the hospital is not the police, but she may not leave.
      "the hospital at Central won't let my mother leave until we pay the bill",
    ]) {
      expect(isUrgent(text)).toBe(true);
    }
    for (const text of ["I work at Central Bank and my boss won't let me go on leave", "our OC at work won't let me go for the funeral"]) {
      expect(isDetention(readMessage(text))).toBe(false);
    }
    // A detention dated in a past year, with no one said to be held now, is a matter for a lawyer.
    expect(isUrgent("Am I entitled to compensation for the six weeks I was detained in 2015 before the charges were dropped?")).toBe(false);
  });

  it("dates a detention against the year the message is read in: two years back is over, last year may not be", () => {
    const told = "I was detained in 2027 before the charges were dropped, can I claim compensation";
    jest.useFakeTimers({ now: new Date("2029-03-01T00:00:00Z") });
    try {
      expect(isUrgent(told)).toBe(false);
      jest.setSystemTime(new Date("2028-03-01T00:00:00Z"));
      expect(isUrgent(told)).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it("reads a threat to make someone disappear as danger, not a debt made to disappear", () => {
    expect(isDanger(readMessage("mi boss se if a tell anybody wetin e do me e go make a disappear"))).toBe(true);
    expect(isDanger(readMessage("mi boss se e go make mi disappear"))).toBe(true);
    expect(isDanger(readMessage("how can I make my debt disappear"))).toBe(false);
  });

  it("asks for a lawyer's judgement when the story ends on whether it may be done, would hold or is right", () => {
    for (const text of [
      "Somebody build house pan mi lan na Port Loko wen a travel go Guinea. A fit break am down mesef?",
      "He walked out after two weeks without a word. Can I keep his last salary?",
      "The family now says the sale was invalid because not all of them signed. Are they right?",
      "If each of us signs a power of attorney in London, would that be valid?",
      "mi boss nor pay me 3 mont, if a stop work e go legal?",
      "if we go arbitration, di decision go bind dem?",
    ]) {
      expect(needsJudgement(text)).toBe("certain");
    }
    for (const text of [
      "Can I keep the appointment I made for Friday",
      "yes I can keep the appointment on friday",
      "I will bring photocopies of the deeds, would that be sufficient?",
      "is the number correct",
      "Is there a law school in Freetown where my daughter can study?",
    ]) {
      expect(needsJudgement(text)).not.toBe("certain");
    }
    expect(needsJudgement("what kind of cases does your firm take? i'm not sure if this is the right place for my problem")).toBe(false);
  });

  it("takes grades and tomatoes as outside the firm's work, and repairs, board games, a fever and hiring elsewhere only when nothing else is asked", () => {
    expect(isOutOfScope(readMessage("cn u hlp me appeal ma grade? lecturer gi me F 4 no reason"))).toBe("certain");
    expect(isOutOfScope(readMessage("Settle an argument: is tomato a fruit or a vegetable?"))).toBe("certain");
    expect(isOutOfScope(readMessage("My phone screen is cracked, where can I fix it cheap?"))).toBe("certain");
    expect(isOutOfScope(readMessage("Do you know any clearing and forwarding company that is hiring?"))).toBe("certain");
    expect(isOutOfScope(readMessage("our business is recruiting foreign workers, we need help with work permits"))).toBe(false);
    for (const text of [
      "any watch repair shop near Siaka Stevens Street?",
      "My kids are fighting over the 'Go to Jail' card in Monopoly",
      "mi head de hot 3 days now",
    ]) {
      expect(isOutOfScope(readMessage(text))).toBe("maybe");
    }
    // A fever with what to drink or take for it asks for medicine.
    expect(isOutOfScope(readMessage("mi head de hot 3 days now, wetin a fo drink?"))).toBe("certain");
    expect(isOutOfScope(readMessage("I want to appeal my conviction"))).toBe(false);
    expect(isOutOfScope(readMessage("how do I appeal the result of my land case"))).toBe(false);
  });

  it("reads a meeting asked by its length or its day, the firm's services and its street address as phrases", () => {
    expect(readMessage("Can I get 30 minutes with a lawyer tomorrow about a cargo claim?").phrases).toContain("booking");
    expect(readMessage("they only allowed 10 minutes with a lawyer, is that legal?").phrases).not.toContain("booking");
    expect(readMessage("I'm free any afternoon, just tell me which day to come").phrases).toContain("booking");
    expect(readMessage("wen cn i cum in 4 consultashun?").phrases).toContain("booking");
    expect(readMessage("What can Kamara Chambers help me with?").phrases).toContain("services");
    expect(readMessage("una de do all case or jus some?").phrases).toContain("services");
    expect(readMessage("what's your address? i want to come with my mum").phrases).toContain("address");
    expect(readMessage("What is the address email?").phrases).not.toContain("address");
    expect(readMessage("hw erly cn a reach ur ofis mon mornin?").phrases).toEqual(["hours"]);
    expect(readMessage("l8r").english).toBe("later");
  });
});

describe("a question of what the police may do, beside someone held", () => {
  it("keeps the urgent answer for a child kept in a cell and a case told as not in jail: a false alarm costs less than a miss", () => {
    // Setting these aside was tried: it lost people held told beside them without punctuation ("do soldiers need a warrant they have me at the barracks").
    for (const text of ["can a child of 16 be kept in police cell with big men", "dem charj mi pikin fo fet na skul, di kes de go on, i no de na jel"]) {
      expect({ text, urgent: isUrgent(text) }).toEqual({ text, urgent: true });
    }
  });

  it("still hears someone held told in a clause of its own before or after the question", () => {
    for (const text of [
      "police arrested him this afternoon, do police need a warrant for that?",
      "soldiers took him away, do soldiers have the right to arrest a civilian?",
      "they are holding me at the station, does a person arrested have the right to a lawyer?",
      "dem hol am na station, soja dem get rait fo arest sivilian?",
      "they arrested him an hour ago. does a suspect in custody have the right to a phone call?",
      "police don hol am. does an accused person held by police have the right to bail?",
      "Does a person arrested have the right to a lawyer? They took my brother to Congo Cross station",
    ]) {
      expect({ text, urgent: isUrgent(text) }).toEqual({ text, urgent: true });
    }
  });

  it("does not let a clause that asks, supposes or looks back outvote the question", () => {
    for (const text of [
      "if police catch me wit di stones wey a find, dem fit lock me up if a nor get licence?",
      "The police took my phone when I was arrested last month. Did they have the right to go through my messages?",
      "I spent 2 nights in a cell last month for nothing, I want to take action against the police",
    ]) {
      expect({ text, urgent: isUrgent(text) }).toEqual({ text, urgent: false });
    }
  });

  it("takes a thing taken to the station as no one held, and the right to see a lawyer as no request to meet", () => {
    expect(isUrgent("They took it to the station yard and are asking for 2 million leones")).toBe(false);
    expect(readMessage("Does a person arrested have the right to see a lawyer before making a statement?").phrases).not.toContain("booking");
    expect(readMessage("I need to see a lawyer tomorrow").phrases).toContain("booking");
  });

  it("cuts the reading at the visitor's sentence and clause ends, not inside a time or an amount", () => {
    expect(clausesOf(readMessage("He was held at 9.30. Is that legal, my lord?"))).toEqual(["he was held at 9 30", "is that legal", "my lord"]);
    expect(clausesOf(readMessage("they want 1,000,000 for bail"))).toEqual(["they want 1 000 000 for bail"]);
  });
});

describe("the round of people who rarely type and people writing mid-task", () => {
  it("hears someone held in words spelt by ear, and beside a denial or a question", () => {
    for (const text of [
      "pls sir my husban he is in the pulis staishon from las nite dey say he stil the motobike",
      "police say he is not in custody but we saw them put him in the van",
      "a nor de na jel bot dem hol mi broda",
      "he is not in jail, he is at the station since morning",
      "can a child be kept in police cell? my son is 15 and they are holding him at Kissy station",
      "the police at Eastern police are holding my brother since yesterday",
    ]) {
      expect({ text, urgent: isUrgent(text) }).toEqual({ text, urgent: true });
    }
  });

  it("sets aside a child's custody and things left inside, and not a traffic jam's hold", () => {
    for (const text of [
      "since my husband died his father keeps saying he will go to court to take my son. can he get custody over me?",
      "the landlord put a padlock on it this morning, my fabrics and the customers' sewing orders are inside",
    ]) {
      expect({ text, urgent: isUrgent(text) }).toEqual({ text, urgent: false });
    }
    expect(speaksOfCustody(readMessage("una de close by 5 or 6? traffic de hold mi every day fo Kissy Road"))).toBe(false);
    expect(speaksOfCustody(readMessage("they hold my brother at Kissy Road"))).toBe(true);
  });

  it("still hears every detention a review wrote against this round's first versions", () => {
    for (const text of [
      "im in the cell does a person arrested have right to a lawyer",
      "my dad is held at the station does a person arrested have the right to see family",
      "do soldiers need a warrant they have me at the barracks",
      "do police need warrant police don hol mi",
      "can a child be kept in police cell my boy 13 dem hold am na station",
      "do the police need a warrant? they are searching my house",
      "What are our rights when soldiers come to the house. They are at the door",
      "does an officer need a warrant to arrest? they arrested me when i got to the office",
      "he is not in jail he is at the CID",
      "e no de na jel e de na polis staishon",
      "he is not in jail but the soldiers are keeping him at the barracks",
      "the OC told us he is not in the cell but we saw them take him inside the station",
      "some men from Central police came to my house and took my husband",
      "they took it and my son to the station",
      "they took my son into custody over a stolen phone",
      "do police need to give me food i am in cell",
      "do officers have to tell me why they arrested me? i am in the van",
      "do police need to charge me in 72 hours i have been in the cell 4 days",
      "she is not in jail, they took her to the FSU",
    ]) {
      expect({ text, urgent: isUrgent(text) }).toEqual({ text, urgent: true });
    }
  });

  it("reads danger with people shut inside", () => {
    for (const text of [
      "they set the house on fire with us inside",
      "he locked the door and set it alight with my wife and children inside",
      "they locked the shop with my wife and two kids inside",
      "he locked the room wit mi pikin dem insai",
    ]) {
      expect({ text, danger: isDanger(readMessage(text)) }).toEqual({ text, danger: true });
    }
  });

  it("takes phone credit, SIM cards, a dead phone, the lotto, a drawing, a family letter and job hunting as outside the firm's work", () => {
    for (const text of [
      "can u send me 10k Africell credit, I go pay u back 2moro, promise, na contract",
      "how to register my new Orange SIM? the agent said I need to declare my details",
      "mi fon no de charj wetin a go du",
      "give me the lotto numbers for this week",
      "pls mek yu drow pikcha of judge wig fo mi pikin projek",
      "pls help mi rait leta to mi pikin na America fo sen moni",
      "a de fain wok as watchman anywe, una no usai dem de hire?",
    ]) {
      expect({ text, outOfScope: isOutOfScope(readMessage(text)) }).toEqual({ text, outOfScope: "certain" });
    }
    for (const text of [
      "my grandson want to sign football contract with a club in Liberia, he is 17, please check it",
      "can you tell me the type of problems you solve",
      "can you give me credit on the fees",
      "please write a letter to my brother about the land he took, from a lawyer",
      "help me write a letter to my brother asking him to leave my house",
      "the lotto company refused to pay my winnings",
      "phone battery not charging so send me the appointment details by sms",
    ]) {
      expect({ text, outOfScope: isOutOfScope(readMessage(text)) }).toEqual({ text, outOfScope: false });
    }
    expect(isAboutElsewhere(readMessage("is the Bo road open today? heard there was an accident at Mile 91"))).toBe(true);
  });

  it("reads the team, a way to reach the firm, a meeting and the hours in the words of this round", () => {
    expect(readMessage("what specialists do you have? like someone for shipping").phrases).toContain("team");
    expect(readMessage("Is it just Mrs Kamara or are there other lawyers there?").phrases).toContain("team");
    expect(readMessage("una get lawyer wey sabi lan an one wey sabi family? who dem be").phrases).toContain("team");
    expect(readMessage("who de handle lan kes en who de handle fambul kes").phrases).toContain("team");
    expect(readMessage("ow fo get una").phrases).toContain("contact");
    expect(readMessage("if this chat closes how will I find you again").phrases).toEqual(["contact"]);
    expect(readMessage("wen a kin kam tok wit una").phrases).toContain("booking");
    expect(readMessage("what should I bring when I come to see the lawyer").phrases).not.toContain("booking");
    expect(readMessage("if I reach there by 4:45 will somebody still be there").phrases).toContain("hours");
    expect(asksForHelp(readMessage("do una do di tin we dem kol arbitration"))).toBe(true);
  });

  it("folds Krio by its neighbours: how much money, force, write, and a grandparent's relayed words", () => {
    expect(readMessage("Us moni una de tek fo tok to lawyer?").english).toMatch(/^how much money/);
    expect(readMessage("they took us money and ran").english).toBe("they took us money and ran");
    expect(readMessage("a wan fos dem").english).toBe("i want force dem");
    expect(readMessage("di fos tem").english).toBe("the first time");
    expect(readMessage("pls rait leta fo mi").english).toContain("write letter");
    expect(readMessage("a get rait pan di os").english).toContain("right");
    expect(readMessage("mi granpa se bye").english).toBe("bye");
    expect(readMessage("who are the judges in your court").english).toBe("who are the lawyers in your office");
    expect(readMessage("what time una kot de open").english).toContain("you office");
    expect(readMessage("when is your court case, the judge will decide").english).toBe("when is your court case the judge will decide");
  });
});

describe("the round of people writing for someone else and visitors outside Freetown", () => {
  it("does not take a boat arrested for a debt, or a soldier posted at a barracks, for someone held", () => {
    for (const text of [
      "I de write for my brother wey get fishing trawler. dem don arrest di trawler since monday for port, dem say debt",
      "they have arrested our vessel at the quay over the charter fee",
      "pls una de handle child maintenance? di papa na soldier na Teko barracks Makeni, e nor de gi money fo di pikin",
      "my husband works at Wilberforce barracks and wants a divorce",
    ]) {
      expect({ text, urgent: isUrgent(text) }).toEqual({ text, urgent: false });
    }
    for (const text of [
      "dem don arrest my brother since monday",
      "they have arrested the boy at the market",
      "they arrested our truck driver at the checkpoint this morning",
      "they are keeping him at the barracks",
    ]) {
      expect({ text, urgent: isUrgent(text) }).toEqual({ text, urgent: true });
    }
  });

  it("does not take animals or crops killed for people in danger", () => {
    expect(isDanger(readMessage("how much di court go gi me if di company truck kill mi goat dem and spoil mi farm"))).toBe(false);
    expect(isDanger(readMessage("he says he will kill my son tonight"))).toBe(true);
  });

  it("reads where the firm works and where its offices are, and a police invitation to come in as no meeting", () => {
    expect(readMessage("Does your firm only work in Freetown or all over Sierra Leone?").phrases).toContain("services");
    expect(readMessage("Una get office na Bo or Makeni? or na only Freetown?").phrases).toEqual(["address"]);
    expect(readMessage("does the firm have a branch in Kenema").phrases).toEqual(["address"]);
    expect(readMessage("do you have office hours on saturday").phrases).not.toContain("address");
    expect(readMessage("she got a police invitation letter to come in for questioning next Monday").phrases).not.toContain("booking");
    expect(readMessage("I was summoned to come in for questioning next Monday").phrases).not.toContain("booking");
    expect(readMessage("can I come in on Monday to see a lawyer").phrases).toContain("booking");
  });

  it("takes people sheltering inside from a mob, or a guard locked in his hut, for people in danger, not held", () => {
    for (const text of [
      "A mob has gathered outside our neighbour's compound accusing his son of witchcraft. They are throwing stones. The boy is inside. Please advise",
      "Our security guard just phoned, a group of youths are attacking our warehouse and beat him. He's locked himself in the guard hut. Police aren't answering.",
    ]) {
      expect({ text, held: isDetention(readMessage(text)) }).toEqual({ text, held: false });
    }
    for (const text of ["he has been inside since Tuesday", "the police locked him in the cell"]) {
      expect({ text, held: isDetention(readMessage(text)) }).toEqual({ text, held: true });
    }
  });

  it("hears a vessel or cargo detained as an urgent matter, not an emergency for someone's safety, unless people are held with it", () => {
    expect(
      isUrgent("Good afternoon, our vessel has been detained at Queen Elizabeth II Quay over unpaid port dues. We require urgent legal representation."),
    ).toBe(false);
    expect(isUrgent("urgent, the navy seized our boat and the crew are held on board")).toBe(true);
    expect(isUrgent("emergency please, my cargo is detained and they took my driver")).toBe(true);
  });

  it("reads Krio later, and asking how to reach the firm, in the words of this round", () => {
    expect(readMessage("I go tok to una leta").english).toBe("i go talk to you later");
    expect(readMessage("dem gi am leta").english).toContain("letter");
    expect(readMessage("pls rait leta fo mi").english).toContain("write letter");
    for (const text of ["How person go get una?", "if a wan tok to una leta, how?", "how we go connect wit una lawyer dem?"]) {
      expect({ text, phrases: readMessage(text).phrases }).toEqual({ text, phrases: ["contact"] });
    }
  });

  it("does not take a business deal, a bank chasing a debt, or a man 'nobody can touch' for danger, and still hears the threats", () => {
    for (const text of [
      "If someone agrees a deal with me on WhatsApp and then doesn't pay, is the WhatsApp chat valid in court?",
      "now the bank is chasing both of us, am I personally liable for his loan?",
      "Need help with child maintenance. The father is a police officer and thinks nobody can touch him.",
    ]) {
      expect({ text, danger: isDanger(readMessage(text)) }).toEqual({ text, danger: false });
    }
    for (const text of ["he said he will deal with me tonight", "my uncle touched her again", "they are chasing us with cutlasses"]) {
      expect({ text, danger: isDanger(readMessage(text)) }).toEqual({ text, danger: true });
    }
  });

  it("hears a cry of a few words about an arrest, but not a vessel's, a question or one that is over", () => {
    expect(isUrgent("arrest pls help")).toBe(true);
    for (const text of ["vessel arrest help", "how to arrest please help", "arrested last year help", "arrest warrant help"]) {
      expect({ text, urgent: isUrgent(text) }).toEqual({ text, urgent: false });
    }
    expect(speaksOfCustody(readMessage("I will travel from Bo to see the people in charge"))).toBe(false);
  });

  it("reads the team and the offices elsewhere in the words of this round, and Krio 'sabi rait' as writing", () => {
    for (const text of [
      "which of una lawyers handle what",
      "Which of your lawyers does criminal and which one does land?",
      "just curious, who's on your team?",
    ]) {
      expect({ text, phrases: readMessage(text).phrases }).toEqual({ text, phrases: ["team"] });
    }
    expect(readMessage("una de na Bo? or only Freetown").phrases).toEqual(["address"]);
    expect(readMessage("numba abeg a no sabi rait").english).toContain("write");
    expect(readMessage("a get rait").english).toContain("right");
  });

  it("still hears every person held or in danger that a review wrote against this round's exclusions", () => {
    for (const text of [
      "dem don arrest di boat an di crew dem",
      "they arrested the boat and my brother with it at tombo",
      "they arrested the boat with my son on it",
      "they don arrest di car and mi papa",
      "they arrested the canoe fishermen including my uncle",
      "they arrested the vehicle with my husband inside",
      "my husband is a soldier at teko barracks, they have him in the guardroom, they beat him",
      "my son has been with the soldiers at wilberforce barracks since last night",
      "my son has been inside since tuesday because a mob accused him of stealing",
      "my boy is still inside, police say he threw stones at the mob",
      "since the machete fight my cousin is still inside",
      "urgent help, our cars were seized at the border with our staff",
      "urgent! our vessel detained, the seamen are being held",
    ]) {
      expect({ text, urgent: isUrgent(text) }).toEqual({ text, urgent: true });
    }
    // The police Charge Office is custody for the classifier's reading; "the people in charge" is not.
    expect(speaksOfCustody(readMessage("mi broda de in charge office since yestade, dem nor gri lef am"))).toBe(true);
    for (const text of [
      "please help me deal with them, they are at my gate now",
      "the man said the bank go deal with me and he go deal with my pikin",
      "the council is chasing us with police dogs, we are running",
      "they can touch her anytime they want, she is only 12, please help",
      "youths are trying to burn my shop right now",
      "dem kill mi cow dem an se na mi nekst",
      "the men who kill my goats are at my door now",
    ]) {
      expect({ text, danger: isDanger(readMessage(text)) }).toEqual({ text, danger: true });
    }
    expect(readMessage("they said they will come back for you leta o").english).toContain("letter");
  });
});

describe("the round of people at work and people in money trouble", () => {
  it("reads a thing taken, a child's custody, a question of anyone's arrest and a landmark as nobody held, and keeps every detention told beside them", () => {
    for (const text of [
      "dem take all me goods go police station",
      "police take all me goods for the shop",
      "My ex got transferred to Kenema, he wants to take our son with him. I need help with custody.",
      "na true say if you borrow money and nor pay, dem fit lock you up?",
      "they can arrest you for a debt here?",
      "tie my goat to the tree before the rain",
    ]) {
      expect({ text, urgent: isUrgent(text) }).toEqual({ text, urgent: false });
    }
    for (const text of [
      "police took my brother and our tv to the station last night",
      "they took my son to the station, I need help, he is in custody",
      "police came and carried my husband, they take all me goods too",
      "dem don take mi broda go station, dem take all mi tin dem",
      "police have taken my wife, please help with custody of our children, they are alone",
      "they can lock you up for nothing here, my brother is in the cell now",
      "dem go lock you up if you talk, dem don hold mi papa na station",
      "the police are here at my gate, they want to take my fridge and my son",
      "police no dey here yet but dem don hold mi broda for di checkpoint",
      "police from Eastern police came and took my son",
      "he was arrested, we want help for custody of his kids, he is still in the cell",
      "Mining security don tie my brother for tree since morning say he hide gold. Dem nor call police.",
      "dem chain mi pikin na post",
      "polis tek mi laptop en mi broda go station",
      "police took our furniture, my husband too, to the station",
      "police took my stock keeper to the station this morning",
      "police took me from shop to station",
      "they took my phone and my laptop and me to station",
      "police carry me stock plus me pikin go station",
      "dey tek am 4 custody lst nite",
      "they carried my son for custody at Lumley",
      "dem go lock you up o, dem don lock mi mama",
      "they can arrest u 4 nothin, dey av my bro at cid",
    ]) {
      expect({ text, urgent: isUrgent(text) }).toEqual({ text, urgent: true });
    }
    // A crowd beating someone where the police are not is danger, not a detention.
    const mob = readMessage("crowd don gather round my brother for market, dem dey beat am. police no dey here");
    expect({ urgent: urgent(mob), danger: isDanger(mob) }).toEqual({ urgent: false, danger: true });
    // The police as a landmark on the way to the office is no word of custody; the police holding someone still is.
    expect(speaksOfCustody(readMessage("How do I get to you from Eastern Police by okada?"))).toBe(false);
    expect(speaksOfCustody(readMessage("my son has not come back from the police since morning"))).toBe(true);
  });

  it("reads money asked of the firm and facts about work anyone can look up as outside its work, and a wage withheld as its work", () => {
    expect(isOutOfScope(readMessage("abeg lend me 500k, a go pay back end of month"))).toBe("certain");
    expect(isOutOfScope(readMessage("Can the firm give me a small loan to start my business?"))).toBe("certain");
    expect(isOutOfScope(readMessage("wetin be di minimum wage for Salone dis year?"))).toBe("certain");
    expect(isOutOfScope(readMessage("whr a go pay NASSIT"))).toBe("certain");
    expect(isOutOfScope(readMessage("my boss pays me below the minimum wage, can you help?"))).toBe(false);
    expect(isOutOfScope(readMessage("my employer never paid my NASSIT contributions for ten years"))).toBe(false);
  });

  it("takes a request to write to someone or draw up a will as asking for help, and how a taxi drops a visitor as practical", () => {
    expect(asksForHelp(readMessage("I'd like you to write to him and get my money."))).toBe(true);
    expect(asksForHelp(readMessage("I'd like to make a will that leaves my shop to my daughter"))).toBe(true);
    expect(needsJudgement("Can a taxi drop me right at your door?")).toBe(false);
    expect(needsJudgement("If I need you after I leave this chat, how can I find you?")).toBe(false);
    expect(needsJudgement("Can a landlord drop my things outside without a court order?")).not.toBe(false);
  });

  it("reads asking to come on a day, to be put down for a consultation or to come in to discuss as a request to meet", () => {
    for (const text of [
      "Mek I come Monday?",
      "can I come Monday at 10?",
      "can we drop by tomorrow afternoon to sign",
      "mek una put me down for consultation",
      "Can my husband and I come in to discuss our savings group?",
    ]) {
      expect({ text, phrases: readMessage(text).phrases }).toEqual({ text, phrases: expect.arrayContaining(["booking"]) });
    }
    expect(readMessage("what time can I come on Monday?").phrases).not.toContain("booking");
  });
});

describe("the round of women and children at home and of odd hours", () => {
  it("reads the police beating someone now, a throat held, a child to be sold, men grabbing a girl and pay-or-die as urgent or danger", () => {
    expect(isUrgent("po-lice dey bit me husband na Lumley station since 3am a de outside")).toBe(true);
    expect(isUrgent("police are beating my son at the station")).toBe(true);
    expect(isUrgent("police beat my son last month, can we sue?")).toBe(false);
    expect(isUrgent("the council police are kicking me out of the market with my goods")).toBe(false);
    for (const text of [
      "e hol me nek tonite til a nor fit breeth. pikin de cry",
      "her father has threatened to sell her to a man across the border tomorrow",
      "we are on the ferry and a group of men keep following my daughter and grabbing her",
      "Dem don mark me os wit red paint say a go pay or a go die",
      "night now an foreman don pursue we comot from di mine camp, rain de fall, we women get baby",
    ]) {
      expect({ text, danger: isDanger(readMessage(text)) }).toEqual({ text, danger: true });
    }
    expect(isDanger(readMessage("The bank is threatening to sell our warehouse over a loan"))).toBe(false);
  });

  it("reads the rain in a story, a ferry ride and beach land as the firm's work, and the weather, the ferry's times and another place's days as not", () => {
    for (const text of [
      "can my boss reduce my salary because rain spoil di road and trucks no come?",
      "rain don spoil mi roof, landlord nor gree fix am",
      "I'm coming off the Lungi ferry at Kissy terminal, how do I get to your office from there",
      "the lease on our beach land ends next year and the owner refuses to renew",
    ]) {
      expect({ text, outOfScope: isOutOfScope(readMessage(text)) }).toEqual({ text, outOfScope: false });
    }
    for (const text of [
      "will it rain tomorrow in Freetown?",
      "is it raining in Bo today",
      "what time does the next ferry leave for Lungi?",
      "ferry ticket price",
    ]) {
      expect({ text, outOfScope: isOutOfScope(readMessage(text)) }).toEqual({ text, outOfScope: "certain" });
    }
    expect(isAboutElsewhere(readMessage("Does the Ministry of Labour open on Saturday?"))).toBe(true);
    expect(isAboutElsewhere(readMessage("Is Western Union open on Saturday in Kenema?"))).toBe(true);
    for (const text of ["does your office open on saturday", "is it open on sunday", "does the court open on saturday", "are you open today"]) {
      expect({ text, elsewhere: isAboutElsewhere(readMessage(text)) }).toEqual({ text, elsewhere: false });
    }
    expect(readMessage("address please i'm on okada now").phrases).toContain("address");
  });
});

describe("the reading of a message", () => {
  it("leaves out a run of letters longer than any word", () => {
    const message = readMessage(`${"ab".repeat(30)} my brother is in the cell ${"xy".repeat(21)}`);
    expect(message.english).toBe("my brother is in the cell");
    expect(isDetention(message)).toBe(true);
  });
});

describe("the round of land and building and of traders", () => {
  it("reads someone kept past an invitation, seized by the navy, gone where nobody knows, or at the station now after an old sale as held", () => {
    for (const text of [
      "ACC invited our procurement officer this morning and now they are refusing to let him go home, it is 8pm",
      "navy men seized him and two boys at Goderich beach this evening",
      "Nobody knows where they took them since the soldiers came",
      "my mother has been arrested over land she sold 10 yrs ago. She's at the station now.",
      "my brother who was arrested yesterday is out now but they took my son instead, he is in the cell",
    ]) {
      expect({ text, urgent: isUrgent(text) }).toEqual({ text, urgent: true });
    }
    for (const text of [
      "Our driver who was arrested last week is out now but the police kept his licence",
      "A vessel collided with our lighter and is about to sail. We need it arrested before it leaves",
      "navy seize we fishing boat na Shenge, crew don free but boat still hold",
      "Is it legal for the chiefdom police to seize my goats for not paying local tax?",
    ]) {
      expect({ text, urgent: isUrgent(text) }).toEqual({ text, urgent: false });
    }
    // Beaten when held last year, free now: a criminal matter, not danger; beaten now still is.
    expect(isDanger(readMessage("Di polis dem beat mi boy dem wen dem hold dem las year. Now all dem don free"))).toBe(false);
    expect(isDanger(readMessage("my husband beat me last year and now he is beating me again"))).toBe(true);
  });

  it("reads a question about building as probably outside the firm's work, and a builder's dispute as its work", () => {
    for (const text of [
      "Should I use 12mm or 16mm iron rod for the pillars?",
      "How do I stop termites from eating my roof timber?",
      "how long must concrete decking dry?",
    ]) {
      expect({ text, outOfScope: isOutOfScope(readMessage(text)) }).toEqual({ text, outOfScope: "maybe" });
    }
    expect(isOutOfScope(readMessage("my builder took money for cement and blocks and left the house at window level"))).toBe(false);
  });

  it("takes a detention dated in the past and asked about in law as a lawyer's matter, unless someone is still held or wanted out", () => {
    for (const text of [
      "Police detained my cousin for four days last month without charge, was that legal?",
      "I was held overnight at a checkpoint three weeks ago, can I sue them?",
      "dem don lef am, i de na os naw. wi fit sue dem?",
      "it's been 3 months since I got bail and they still have my phone, is that allowed?",
      "my landlord locked the room with my clothes and tools inside",
    ]) {
      expect({ text, urgent: isUrgent(text) }).toEqual({ text, urgent: false });
    }
    for (const text of [
      "my son was arrested last week, can you help get him out?",
      "we settled the land case in 2022, but this afternoon police took my mother to Lumley station, what can I do?",
      "dem lef am na cell since yestade",
      "my padi dey insay station cell, dem se mek we bring moni befo dem lef am",
      "my brother was arrested last month and is still at Pademba Road, is that legal?",
    ]) {
      expect({ text, urgent: isUrgent(text) }).toEqual({ text, urgent: true });
    }
    expect(needsJudgement("They searched my shop without a warrant. Was that legal?")).toBe("certain");
  });

  it("takes a forced marriage asked about in law as a question, and one set for a day as danger", () => {
    expect(isDanger(readMessage("can my uncle force me to marry his friend? what does the law say"))).toBe(false);
    expect(isDanger(readMessage("they are forcing me to marry him tomorrow, what does the law say"))).toBe(true);
    expect(isDanger(readMessage("my father is forcing me to marry an old man, please help"))).toBe(true);
  });

  it("takes a public office's own errand as outside the firm's work, but not a dispute about it", () => {
    for (const text of ["whr a go register fo vote", "where can I pay road tax for my keke", "which hospital does DNA test for a child"]) {
      expect({ text, outOfScope: isOutOfScope(readMessage(text)) }).toEqual({ text, outOfScope: "certain" });
    }
    expect(isOutOfScope(readMessage("my husband refuses a DNA test for our child"))).toBe(false);
  });

  it("takes a statement asked for tomorrow as no detention, and a beating in custody last year as past once he is home", () => {
    expect(isUrgent("police invited my uncle to give statement tomorrow, he needs a lawyer with him")).toBe(false);
    expect(isUrgent("police invited my uncle to give statement and they have locked him in the cell")).toBe(true);
    expect(isDanger(readMessage("the police beat my brother in custody last year. He's home now. Who can take this up?"))).toBe(false);
    expect(isDanger(readMessage("my husband beat me last year, he came home now drunk and is beating me again"))).toBe(true);
    // One reading of a past date for both rules: "last week" and Krio "na 2020" date a beating as well as a detention.
    expect(isDanger(readMessage("di police dem beat me broda las week, e don cam out now, we wan tek action"))).toBe(false);
    expect(isDanger(readMessage("dem beat mi na 2020 wen dem hol mi, a wan sue dem"))).toBe(false);
  });

  it("reads the short Krio and plain asks of who is right as questions for a lawyer", () => {
    for (const text of [
      "dem sack me wit no pay. e correct?",
      "a len am moni en i no pe, a kin kot am?",
      "if the bus company lose my load who must pay",
      "if shipping company lose my goods, dem fo pay mi di ful price or no?",
      "wu kin get di pikin if wi divos?",
    ]) {
      expect({ text, judgement: needsJudgement(text) }).toEqual({ text, judgement: "certain" });
    }
    expect(needsJudgement("we want a lawyer to draft a loan agreement for my sister")).toBe(false);
  });

  it("takes a driving licence or a revenue office's papers sought, and work sought, as outside the firm's work", () => {
    for (const text of [
      "how to get commercial driver licence from SLRSA",
      "what documents does NRA need for a business registration",
      "who dey hire conductors na Waterloo? a need work",
    ]) {
      expect({ text, outOfScope: isOutOfScope(readMessage(text)) }).toEqual({ text, outOfScope: "certain" });
    }
    expect(isOutOfScope(readMessage("SLRSA seized my driver licence and the officer wants a bribe"))).toBe(false);
    expect(isOutOfScope(readMessage("my company refuses to hire me back after my injury"))).toBe(false);
  });

  it("takes a boat held far from the word 'arrested' as goods held, unless a person is held with it", () => {
    expect(isUrgent("our trawler which carries fish from Bonthe to the Freetown market has been arrested by the port authority")).toBe(false);
    expect(isUrgent("our trawler which carries fish from Bonthe has been arrested and the captain is held too")).toBe(true);
  });

  it("takes a police beating told beside a release as a matter for a lawyer, unless it goes on", () => {
    expect(isDanger(readMessage("the soldiers beat my cousin when they arrested him at the checkpoint. He's out now, we want compensation"))).toBe(false);
    expect(isDanger(readMessage("they released him on bail and now his uncle beats him every day"))).toBe(true);
  });

  it("takes an arrest wished for, whether one may be arrested for something, and a relative out now as nobody held", () => {
    expect(isUrgent("our landlord stole the deposit, we want him arrested")).toBe(false);
    expect(isUrgent("if I don't pay the loan on time, can they arrest me for that?")).toBe(false);
    expect(isUrgent("can the police hold a man 5 days without charge? my husband is out now, was it lawful")).toBe(false);
    expect(isUrgent("they arrested my son this morning, can they arrest me for helping him?")).toBe(true);
  });

  it("takes people inside a place a crowd is attacking as in danger, not held", () => {
    expect(isUrgent("a crowd of boys with sticks is gathering outside the mosque right now, the women are inside")).toBe(false);
    expect(isDanger(readMessage("a crowd of boys with sticks is gathering outside the mosque right now, the women are inside"))).toBe(true);
    expect(isUrgent("my brother is inside the cell at Kissy station since yesterday")).toBe(true);
  });

  it("does not take 'its legal' as a question of law when it is possessive, nor a binding agreement wished for", () => {
    expect(needsJudgement("write a summary of the charter and its legal history for my class")).not.toBe("certain");
    expect(needsJudgement("is it legal for my landlord to double the rent")).toBe("certain");
    expect(needsJudgement("the two families want a mediator and something binding at the end")).toBe(false);
    expect(needsJudgement("is this agreement binding if I did not sign it?")).toBe("certain");
  });

  it("takes a visitor's quarrel to deal with as no threat, and a consultation's form as practical", () => {
    expect(isDanger(readMessage("the tailor kept my cloth and my money, can you help me deal with him?"))).toBe(false);
    expect(isDanger(readMessage("he said he will deal with me tonight"))).toBe(true);
    expect(needsJudgement("can we have the consultation on zoom? we live in Bo")).toBe(false);
  });

  it("reads whether someone may, must or will get something, asked in the visitor's own forms, as a question for a lawyer", () => {
    for (const text of [
      "can she take the children from me if she remarries?",
      "can my uncles sell grandpa's land without asking us?",
      "we are tenants of 5 years, are we still entitled to notice?",
      "she sent him a text saying it's over. is that a valid divorce",
      "does a receipt written by hand count as proof of payment?",
      "am I the one liable if my driver crashes the company car?",
      "when our parents separate, do we get to choose where we stay?",
      "can he be tried again after he was acquitted?",
      "a pay am half en e no finish di work, e rayt fo am?",
      "I would like to know whether a minority shareholder is entitled to see the accounts",
    ]) {
      expect({ text, judgement: needsJudgement(text) }).toEqual({ text, judgement: "certain" });
    }
    for (const text of [
      "my brothers sold our father's land without my signature, please help",
      "I am entitled to my share of the estate and want a lawyer",
      "we have a valid lease and the landlord still locked us out",
    ]) {
      expect({ text, judgement: needsJudgement(text) }).not.toEqual({ text, judgement: "certain" });
    }
  });

  it("takes the best or cheapest of anything but the law's work as outside the firm's work, and shares to set down on paper as no question", () => {
    for (const text of ["which pharmacy in Bo sells the cheapest insulin", "which area of Kenema is safest to rent a room"]) {
      expect({ text, outOfScope: isOutOfScope(readMessage(text)) }).toEqual({ text, outOfScope: "certain" });
    }
    expect(isOutOfScope(readMessage("which of your lawyers is best for a land case"))).not.toBe("certain");
    expect(needsJudgement("we three friends want a paper that shows who owns what in the shop")).toBe(false);
    expect(needsJudgement("my father died, who gets the house?")).toBe("certain");
  });

  it("takes the forces named as someone's work, and a barracks passed, supplied or shopped at, as nobody held", () => {
    for (const text of [
      "my brother is a soldier and he came to my shop yesterday shouting at my wife",
      "my ex is a policeman, he keeps coming to the market to threaten me",
      "my soldier husband took the children to his village without telling me",
      "we deliver bread to the barracks every morning and they owe us for three months",
      "how far is your office from Juba barracks?",
    ]) {
      expect({ text, urgent: isUrgent(text) }).toEqual({ text, urgent: false });
    }
    for (const text of [
      "there is a soldier at my door asking for my son",
      "a policeman came and took my brother to the station",
      "they are keeping him at the barracks",
    ]) {
      expect({ text, urgent: isUrgent(text) }).toEqual({ text, urgent: true });
    }
  });

  it("takes someone taken now for something done years ago as held, and the police passed on the way as no custody", () => {
    expect(isUrgent("they have arrested my uncle at Lumley police, they say he took the money 5 years ago")).toBe(true);
    expect(isUrgent("my uncle was arrested 5 years ago and released, can he sue now?")).toBe(false);
    expect(speaksOfCustody(readMessage("directions please from Congo Cross police"))).toBe(false);
    expect(isUrgent("how many years does it take to build a case against the police?")).toBe(false);
  });

  it("takes an authority, or they, still having a relative as someone held, but not a relative's things", () => {
    expect(isUrgent("immigration have my brother at the Gbalamuya border since yesterday")).toBe(true);
    expect(isUrgent("customs have my husband at the quay and will not let him go")).toBe(true);
    expect(isUrgent("they have my son's phone and will not give it back")).toBe(false);
  });

  it("takes fish or rice taken and a warder's work at Pademba Road as nobody held, but someone in Pademba Road as held", () => {
    expect(isUrgent("the trader took my rice on credit to Kenema and never paid, I want my money")).toBe(false);
    expect(isUrgent("my brother works at Pademba Road as a cook and they have not paid him")).toBe(false);
    expect(isUrgent("my brother is in Pademba Road since March and no trial")).toBe(true);
  });

  it("takes a harm told beside a question of law as the question, unless the harm goes on", () => {
    for (const text of [
      "is it legal to film my neighbour when he threatens me?",
      "how much compensation can I get for the soldiers beating me at the checkpoint?",
    ]) {
      expect({ text, danger: isDanger(readMessage(text)) }).toEqual({ text, danger: false });
    }
    for (const text of [
      "he beat me again last night, is it legal for him to do that?",
      "my husband is beating me, what does the law say about that?",
      "they will beat me tomorrow if I refuse, is that legal?",
    ]) {
      expect({ text, danger: isDanger(readMessage(text)) }).toEqual({ text, danger: true });
    }
  });

  it("takes a career to train for as outside the firm's work", () => {
    for (const text of ["how long does it take to become a nurse in Sierra Leone", "I want to be a pilot, which school should I attend?"]) {
      expect({ text, outOfScope: isOutOfScope(readMessage(text)) }).toEqual({ text, outOfScope: "certain" });
    }
    expect(isOutOfScope(readMessage("how do I become a shareholder in my father's company after he died"))).not.toBe("certain");
  });

  it("takes religious observance, a pupil's assignment, a doctor's appointment and a medicine's price as outside the firm's work", () => {
    for (const text of [
      "what time is suhoor tomorrow",
      "help me with my social studies assignment on the constitution",
      "book me an appointment with a dentist in Bo",
      "how much is the ambulance fee to Connaught",
      "pls write a short sermon on forgiveness",
    ]) {
      expect({ text, outOfScope: isOutOfScope(readMessage(text)) }).toEqual({ text, outOfScope: "certain" });
    }
    expect(isOutOfScope(readMessage("the tenant wants an assignment of the lease to his brother"))).toBe(false);
  });

  it("takes time inside told as over as nobody held, unless someone is still held or the police are at the door", () => {
    for (const text of [
      "while I was in prison my brother sold my motorbike, I want it back",
      "my wife left with the children after my release from Pademba Road",
      "I served my time and now no one will employ me",
      "is there any programme for ex-prisoners to learn a trade?",
      "he was remanded for a year and has since been acquitted, his employer won't pay him",
      "my partner sell di car wen i bin de inside, i wan am bak",
      "I was in prison 2 years, now I need help with my CV",
      "my father died in custody in 2019, can the family claim?",
      "any cheap guesthouse near Pademba Road?",
      "mon associé a été arrêté mais il est libéré maintenant, nos marchandises sont au port",
    ]) {
      expect({ text, urgent: isUrgent(text) }).toEqual({ text, urgent: false });
    }
    for (const text of [
      "he was acquitted but the prison officers refuse to let him out",
      "police are at our gate now asking for my son, he just came out of prison last month",
      "my uncle is in Mafanta serving 5 years, who can visit him?",
      "abeg una lawyer fo go Bo prison, my pikin de dey 6 months no court",
      "mon fils est en garde à vue depuis hier",
    ]) {
      expect({ text, urgent: isUrgent(text) }).toEqual({ text, urgent: true });
    }
  });
});

describe("the round of vehicles, neighbours, boats and clinics", () => {
  it("takes a vehicle the police keep, nobody with it, asked about as no detention, but a driver or the writer with it as one", () => {
    for (const text of [
      "traffic police have my okada at Eastern police since friday, can they keep it that long?",
      "my taxi which the police hold as exhibit, who is responsible to pay for the parts they stole from it?",
      "the keke I bought was stolen goods and police took it, can I force the seller to return my money?",
    ]) {
      expect({ text, urgent: isUrgent(text), vehicle: onlyAVehicleHeld(readMessage(text)) }).toEqual({ text, urgent: false, vehicle: true });
    }
    for (const text of [
      "police are holding the keke and my driver at Kissy station",
      "police hold mi okada and me sef since morning at the station",
      "they seized his keke and he is in the cell now",
      "the police are at my gate to take my car and me",
    ]) {
      expect({ text, urgent: isUrgent(text) }).toEqual({ text, urgent: true });
    }
  });

  it("takes a crew detained, a family that does not know which station, and Krio 'lock mi man insai' as someone held", () => {
    for (const text of [
      "the navy detained the crew off Shenge and they are still on the ship",
      "men who said they were CID took my cousin from the market, we dont know which station he is in",
      "dem don lock mi man insai since monday bikos of one debt",
    ]) {
      expect({ text, urgent: isUrgent(text) }).toEqual({ text, urgent: true });
    }
    const shut = "my aunty locked me inside the room and took my phone";
    expect({ shut, urgent: isUrgent(shut) }).toEqual({ shut, urgent: false });
  });

  it("takes an arrest or a charge that may come, asked about, as nobody held", () => {
    for (const text of [
      "if a slap am back, dem go lock me up?",
      "can the police arrest me only for a Facebook post?",
      "can dem put me for jail because a nor pay di loan yet?",
      "if I pay back the money I took, can the police still prosecute me?",
      "I gave back the phone, will I still be charged?",
      "there is a warrant for me but I am not arrested yet, I want a lawyer before I report",
      "dem accuse mi papa for bribe but im don come home, we wan lawyer for di case",
    ]) {
      expect({ text, urgent: isUrgent(text) }).toEqual({ text, urgent: false });
    }
    const held = "they have arrested him and have not released him yet";
    expect({ held, urgent: isUrgent(held) }).toEqual({ held, urgent: true });
  });

  it("takes a child's custody sought as no detention, and supporters stoning a bus with people inside as no detention", () => {
    for (const text of [
      "my ex wants to take our daughter to Ghana, I want a custody order now",
      "custody of my pikin, im papa family de hide am from me",
      "the fans have surrounded our bus, they are stoning it and we are all inside",
      "a gang is waiting for us outside the hall, we called the police and nobody is coming",
    ]) {
      expect({ text, urgent: isUrgent(text) }).toEqual({ text, urgent: false });
    }
    const taken = "the police took my son into custody this morning";
    expect({ taken, urgent: isUrgent(taken) }).toEqual({ taken, urgent: true });
  });

  it("hears who must pay, take or permit asked in the visitor's own words as questions for a lawyer", () => {
    for (const text of [
      "dem get fo pay me?",
      "di goat spoil mi garden, e fo pay",
      "can the family really take it from us after 20 years?",
      "can I get my share back from my brothers?",
      "does he need my permission before he opens a window onto my yard?",
      "am I within my rights to cut the branches over my wall?",
      "can I make his father pay for the glass?",
    ]) {
      expect({ text, judgement: needsJudgement(text) }).toEqual({ text, judgement: "certain" });
    }
  });

  it("does not hear a thing kept safe as a harm that goes on", () => {
    const kept = readMessage("my employer took my passport to keep it safe, can he refuse to give it back?");
    expect(harmGoesOn(kept)).toBe(false);
    expect(harmGoesOn(readMessage("he keeps beating me when he drinks"))).toBe(true);
  });

  it("takes a paper of the firm's work asked for in another world as the firm's work, but not writing about one", () => {
    for (const text of [
      "I am a singer and the label sent a recording contract, can you review it?",
      "we need a sponsorship agreement for our football team",
      "the lease on our basketball court is expiring next month, we want to renew it",
      "I want to write a will so my songs go to my children",
    ]) {
      expect({ text, outOfScope: isOutOfScope(readMessage(text)) }).toEqual({ text, outOfScope: false });
    }
    expect(isOutOfScope(readMessage("write me an essay on contract law for my football club's newsletter"))).toBe("certain");
  });

  it("hears who owns a work, whether someone can be jailed and 'can dem do that' as questions the law answers", () => {
    for (const text of [
      "we recorded the album together, who owns the songs, me or the band?",
      "can a comedian be jailed for a joke about the president?",
      "the chief says our shop must move, can dem do that legally?",
    ]) {
      expect({ text, law: asksTheLaw(readMessage(text)) }).toEqual({ text, law: true });
    }
  });

  it("takes a patient kept for the bill, someone held until the family pays, and strangers taking someone as someone held", () => {
    for (const text of [
      "the clinic will not let my father go home until we pay the balance",
      "my wife delivered at the maternity and they refuse to discharge her, the bill is 3 million",
      "mi granma nor able komot di ward, dem se na di bill",
      "the hospital is keeping my son since Monday because of the money",
      "di man hol mi broda na im shop, im se e nor fo go till we pay",
      "they keep him in their office till the family pays the loan",
      "two unknown men came to the market and took my uncle in a car",
      "the chief's boys have my nephew tied behind the court barray",
    ]) {
      expect({ text, urgent: isUrgent(text) }).toEqual({ text, urgent: true });
    }
    for (const text of [
      "can a hospital keep my mother because we have not finished paying?",
      "the hospital kept my wife after delivery last month until we paid, can we claim?",
      "the clinic says they will not release the test results until we pay",
      "my ex wont let me see my son at weekends",
    ]) {
      expect({ text, urgent: isUrgent(text) }).toEqual({ text, urgent: false });
    }
  });

  it("hears an award or a mediated agreement to enforce", () => {
    for (const text of [
      "we get award from arbitration since last year, dem no pay yet",
      "the arbitrator gave his decision in March and they ignore it",
      "they will not follow the mediation agreement we signed",
    ]) {
      expect({ text, award: speaksOfAnAward(readMessage(text)) }).toEqual({ text, award: true });
    }
    expect(speaksOfAnAward(readMessage("we want to go to arbitration with the builder"))).toBe(false);
  });
});

describe("the round of orphans and travellers", () => {
  it("takes someone put in a truck now, held in a room at the border or in a station nobody will name as held, and an arrest supposed or rights asked as nobody held", () => {
    for (const text of [
      "dem de beat de street pikin dem and put dem na truck now for PZ, one of dem na ma cousin",
      "am at lungi now, they put me in a small room and say i cant enter the country",
      "My brother was deported from the US last night and the police took him to a cell. Nobody will tell us which station he is in now.",
      "the police picked up my son last night. They are all at the station and we are told to pay before they are released.",
      "mi bos in man dem nor wan lef mi broda til wi pe",
      // Held by a chief or a society.
      "they have tied her hands in the court barri because a woman accused her of witchcraft",
      "Please dem don tie mi broda hand an foot na di Poro bush, we don beg, dem nor gree.",
      "The Paramount Chief ordered my father to be kept in his compound until we pay a Le 5 million fine.",
      "dem sey mi mama for stay na chief os till the fine pay, dem nor gree lef am",
      "les gens du chef ont attaché mon frère depuis ce matin because of the fine",
    ]) {
      expect({ text, urgent: isUrgent(text) }).toEqual({ text, urgent: true });
    }
    for (const text of [
      "they loaded the bags into the truck now we wait",
      "they put me in a small room for the interview and I got my visa",
      "i overstayed my visa in ghana 2 months before i came home. can they arrest me here for it?",
      "if i was arrested once but not charged, does it show on my record?",
      "if soldiers held my son and beat him, will the court give us compensation?",
      "What are my rights if a police officer at a checkpoint demands money to let me pass?",
      "What are our rights if OSD officers come onto our site? Can they do that without a warrant?",
      "Last weekend police came at 12 and said everybody must go home. Is it legal for them to close my bar at midnight?",
      "if police raid a club, can police arrest you just for being there?",
      "A colleague has warned me that I may be arrested over a school fund. If police come, am I obliged to answer their questions?",
      "the chief fined my father last year and he paid, can he fine him again?",
      "we tied the goat to the tree behind the chief's house",
    ]) {
      expect({ text, urgent: isUrgent(text) }).toEqual({ text, urgent: false });
    }
    // Someone held now stays a detention, whatever is supposed beside it.
    for (const text of [
      "the police arrested my son yesterday, what are my rights if they refuse bail",
      "what are my rights if the police hold my brother since Friday",
      "they are holding my brother now without a warrant, can they do that?",
    ]) {
      expect({ text, urgent: isUrgent(text) }).toEqual({ text, urgent: true });
    }
  });

  it("hears questions for a lawyer about shares, duties, sentences and clauses", () => {
    for (const text of [
      "Do the children of the 2nd wife get equal share with us?",
      "Does the orphanage have to let me see my little sister?",
      "Will they send him to the adult prison if he is found guilty?",
      "My father's brothers sold our land while I was away. Can I get it back?",
      "Can they really sell it?",
      "if I stay there with the kids, will that be kidnapping?",
      "Does the arbitration clause in my contract with the tour company stop me from going to court?",
      "Is the owner responsible or only the driver?",
    ]) {
      expect({ text, judgement: needsJudgement(text) }).toEqual({ text, judgement: "certain" });
    }
    for (const text of [
      "will they send me the papers by email",
      "the owner is responsible, he agreed",
      "can you get back to me today",
      // A journey, a trade or a career asked about is no question of the law.
      "how long does it take by bus from Freetown to Conakry",
      "How long does Guma Valley take to bring a water pipe to a new compound?",
      "How many years does it take to become an inspector in the police?",
      "where can I sell palm oil in Freetown",
      "how long do you tap a palm tree before the wine is ready",
    ]) {
      expect({ text, judgement: needsJudgement(text) }).toEqual({ text, judgement: false });
    }
    for (const text of ["how long does probate take in Sierra Leone", "my brother lives in our late father's house, can I sell the house"]) {
      expect({ text, judgement: needsJudgement(text) }).toEqual({ text, judgement: "certain" });
    }
  });

  it("reads Krio 'mi' ending a request as me and French 'retenue' as held, and hears a booking, a reduced fee, the team and the hours asked in other words", () => {
    expect(readMessage("book mi pls").english).toBe("book me please");
    expect(readMessage("mi pikin de sick").english).toMatch(/^my child/);
    expect(readMessage("Ma soeur est retenue a l'aeroport").english).toMatch(/^my sister is held /);
    for (const text of [
      "book mi pls, na bout de container",
      "Please schedule me with a criminal lawyer",
      "we wan meet una for tok bout de pikin dem",
      "i wan book lawyer fo talk bout mi wages",
    ]) {
      expect({ text, phrases: readMessage(text).phrases }).toEqual({ text, phrases: expect.arrayContaining(["booking"]) });
    }
    expect(costOrWhatToBringTerms(readMessage("Our children's home is a charity, do you give reduced fees?"))).not.toEqual([]);
    expect(costOrWhatToBringTerms(readMessage("wetin e go cost for write will"))).not.toEqual([]);
    expect(readMessage("are your lawyers Sierra Leonean or foreigners?").phrases).toContain("team");
    expect(readMessage("Can you tell me everything your chambers deals with?").phrases).toContain("services");
    expect(isOutOfScope(readMessage("is it safe to drink ogogoro every day"))).toBe("certain");
    expect(isOutOfScope(readMessage("is it safe to go back to my house while he is there?"))).toBe(false);
    expect(readMessage("wetin una fit help me wit").phrases).toContain("services");
    expect(readMessage("can I come at 8 in the morning or is that too early for you?").phrases).toContain("hours");
    expect(readMessage("I'm coming from Lungi by sea coach, which street are you on?").phrases).toContain("address");
  });
});

describe("the round of phones, schools and the provinces", () => {
  it("takes help with a phone or an app as outside the firm's work, not a wrong done through one", () => {
    for (const text of [
      "how do I turn on two step verification on what's up",
      "how to increase my phone storage, it full with whatsapp videos",
      "how many followers do I need to get paid on Facebook",
      "how do I delete a message on Facebook messenger for everyone",
      "what should i put on my whatsapp status",
    ]) {
      expect({ text, outOfScope: isOutOfScope(readMessage(text)) }).toEqual({ text, outOfScope: "certain" });
    }
    for (const text of [
      "My employer fired me because of my WhatsApp status, no warning letter. I want to challenge it",
      "they are sharing my photos on whatsapp status, can I sue them",
    ]) {
      expect({ text, outOfScope: isOutOfScope(readMessage(text)) }).toEqual({ text, outOfScope: false });
    }
    expect(needsJudgement("how do I recover my Facebook password, I forget am")).toBe(false);
    expect(needsJudgement("how do i recover my money from the scammer")).toBe("certain");
    expect(readMessage("hello, what can your lawyers help with?").phrases).toContain("services");
    expect(isUrgent("if my phone was stolen and the teeth used it to scam people can police hold me responsible")).toBe(false);
    expect(isUrgent("the police hold me and my brother at Lumley station since morning")).toBe(true);
    expect(needsJudgement("if my phone was stolen and the teeth used it to scam people can police hold me responsible")).toBe("certain");
  });
});

describe("the round of sport, government offices, old age, forests and sand", () => {
  it("hears someone dragged to a station, or the police at the door after a long story", () => {
    expect(isUrgent("police de beat an drag one of we players go station right now for Waterloo. pls send lawyer")).toBe(true);
    expect(isUrgent("police don cam na we os dis nite, dem de look for my pikin say na im stab one fan. dem de na di door now")).toBe(true);
    expect(isUrgent("the police were at the door last year when my brother was arrested, can he still sue them?")).toBe(false);
  });

  it("hears someone held until money is paid, by a lender, a landlord, a school, a clinic or a chief's men", () => {
    for (const text of [
      "loan ppl hv my bro at their office since yday. they say he pays or he stays.",
      "mi landlady don hol mi broda na im shop, se we fo pay 6 months rent before she lef am",
      "the headmaster has locked my daughter in the staff room because of unpaid fees, she is still there after school closed",
      "Our landlord and his sons are keeping my husband in their parlour and won't let him leave until we hand over the rent.",
      "pls help my friend's mum is being kept at a private clinic in Lumley since she recovered, they said she leaves when the bill is cleared",
      "my sister n her newborn are stuck at the govt hospital, they say she cant go till someone pays for the drugs",
      "the chief's men are beating my uncle and dragging him to the court barri right now",
    ]) {
      expect({ text, urgent: isUrgent(text) }).toEqual({ text, urgent: true });
    }
    // Locked in with no money asked is a danger, not a detention.
    expect(isUrgent("my sister's husband locked her in the room and won't let her out, she just texted me")).toBe(false);
    expect(isDanger(readMessage("my sister's husband locked her in the room and won't let her out, she just texted me"))).toBe(true);
  });

  it("does not take goods the port keeps, nor an officer the visitor asked, for someone held", () => {
    expect(isUrgent("I shipped goalposts from Ghana and the consignee name was wrong on the bill of lading, now the port won't release them. Help")).toBe(
      false,
    );
    const threat = "The district officer threatened me with his gun when I asked for my land documents. He said next time he will shoot. I'm still shaking.";
    expect(isUrgent(threat)).toBe(false);
    expect(isDanger(readMessage(threat))).toBe(true);
    expect(isDanger(readMessage("my stepmother threatens to poison my father if he does not change his will for her children"))).toBe(true);
  });

  it("keeps sport outside the firm's work only when no matter of the firm's is told beside it", () => {
    for (const text of ["who scored for Leone Stars last night", "pls send me di fixtures for di SL Premier League"]) {
      expect({ text, outOfScope: isOutOfScope(readMessage(text)) }).toEqual({ text, outOfScope: "certain" });
    }
    for (const text of [
      "di club nor pay we bonus wey dem promise after we win di league. na 20 players. we wan lawyer",
      "do una handle sports case dem?",
      "We need standard contracts for all our youth players and coaches",
    ]) {
      expect({ text, outOfScope: isOutOfScope(readMessage(text)) }).toEqual({ text, outOfScope: false });
    }
    expect(isUrgent("Abeg send me Orange money 50k, na emergency")).toBe(false);
    expect(isUrgent("emergency, send me una number, police carry my brother")).toBe(true);
    for (const text of [
      "Abeg send me Orange money 50k, na emergency",
      "How do I set up WhatsApp on my dad's new phone? He keeps pressing the wrong button.",
      "how long does it take to drive from Freetown to Koidu for the burial",
    ]) {
      expect({ text, outOfScope: isOutOfScope(readMessage(text)) }).toEqual({ text, outOfScope: "certain" });
    }
  });

  it("reads a question of the law where a rule took it for another world's", () => {
    for (const text of [
      "is it still a crime to fix a match if no money was paid?",
      "My birth certificate has the wrong year and now they are forcing me to retire 3 years early. Can they do that?",
    ]) {
      expect({ text, law: asksTheLaw(readMessage(text)) }).toEqual({ text, law: true });
    }
    expect(asksTheLaw(readMessage("bro write me an essay on crime and punishment for english class"))).toBe(false);
    expect(isOutOfScope(readMessage("granpa give e lan to di carer bifo e die, di family say e no correct. who go win?"))).toBe(false);
    expect(isOutOfScope(readMessage("My NASSIT number has another person's name on it. If I die, will my children still get my benefits?"))).toBe(false);
    expect(isOutOfScope(readMessage("where do I get a NASSIT number card?"))).toBe("certain");
    expect(needsJudgement("my dad has dementia now and my sister got him to sign a new will last month. would that will hold?")).toBe("certain");
    expect(needsJudgement("can i tlk to a lawyer on the phone 2day? abt my dads pension")).toBe(false);
    expect(needsJudgement("Can I walk in at 8am or is that too early?")).toBe(false);
  });

  it("takes a meeting made, moved or held online for a meeting, and the firm's own hours for its own", () => {
    for (const text of [
      "Can I make an appointment for my mother? She's 70 and lives in Kissy",
      "Can we move my consultation from Tuesday to Thursday? Our boat came back late from Sherbro",
      "Can someone from your office call me to set up a meeting? It's about my uncle",
      "Hi, is it possible to do the consultation online? I'm at Njala",
    ]) {
      expect({ text, judgement: needsJudgement(text) }).toEqual({ text, judgement: false });
    }
    expect(needsJudgement("Can we move the boundary pillar if the neighbour refuses?")).not.toBe(false);
    for (const text of [
      "I work at the quay and my only break is lunch time. Is the office open then?",
      "What time do you open in Sierra Leone time? I want to call when you're open.",
    ]) {
      expect({ text, elsewhere: isAboutElsewhere(readMessage(text)) }).toEqual({ text, elsewhere: false });
    }
    expect(isAboutElsewhere(readMessage("what time does the Rokel bank open on saturday"))).toBe(true);
    expect(isAboutElsewhere(readMessage("I went there at lunch time. Is the Ministry of Labour office open today?"))).toBe(true);
  });

  it("does not take goods or land for someone held, nor work called unsafe or a lawyer asked to deal with someone for a danger", () => {
    for (const text of [
      "The port authority detained our barge carrying sand at the quay and say we owe port charges",
      "The port customs detained our container of logs because the exporter was using a different name",
      "I want to buy a plot near the forest reserve at Regent. Please do a search to see if the land is inside the reserve.",
      "Can I pay the fine from EPA in parts or they will lock me up?",
    ]) {
      expect({ text, urgent: isUrgent(text) }).toEqual({ text, urgent: false });
    }
    expect(isUrgent("the police detained our driver carrying sand at the checkpoint")).toBe(true);
    expect(isUrgent("police said they will lock him up, they are at the door now")).toBe(true);
    for (const text of [
      "I bought land at Sussex, another man says he owns it. I need lawyer to check the deed and deal with him",
      "I was sacked from the quarry after I reported unsafe work. I want lawyer help me with my contract claim",
    ]) {
      expect({ text, danger: isDanger(readMessage(text)) }).toEqual({ text, danger: false });
    }
    expect(isDanger(readMessage("he came back with his boys and said they will deal with him tonight"))).toBe(true);
    expect(isDanger(readMessage("I don't feel safe, my house is unsafe since he threatened me"))).toBe(true);
    expect(needsJudgement("Is it possible to settle a dispute over timber concession money with a Chinese company without going to court?")).toBe(false);
    expect(needsJudgement("Can I have your number and email so I can send the pictures of the cleared land")).toBe(false);
  });

  it("takes a harm brought to the law after it happened for a matter, not a danger, unless it happens again or now", () => {
    for (const text of [
      "they charged me with wounding after the bouncer attacked me first. I need a defence",
      "police beat my brother when they arrested him last week, he is out now but we want to take action for his human rights",
      "The immigration officer who beat me at the border last year is still working there. I want to bring a human rights case against them.",
      "My husband is charged with domestic violence and the trial starts next month. I've forgiven him. Can your firm represent him?",
    ]) {
      expect({ text, danger: isDanger(readMessage(text)) }).toEqual({ text, danger: false });
    }
    for (const text of [
      "my husband is beating me again, he was charged with assault before. I want to file a complaint",
      "the man who attacked me last week says he will kill me if I bring a case, I am hiding",
    ]) {
      expect({ text, danger: isDanger(readMessage(text)) }).toEqual({ text, danger: true });
    }
  });

  it("reads whether something is the law, and whether they can force someone, as questions for a lawyer", () => {
    expect(needsJudgement("aftr the burial my hsbnd fmly say i must marry his brthr. is that the law? i dont want")).toBe("certain");
    expect(needsJudgement("na so di law talk?")).toBe("certain");
    expect(needsJudgement("mi husban fambul se a fo marry e broda, dem fit fos mi")).toBe("certain");
    expect(asksTheLaw(readMessage("my uncles say I must leave the house, can they force me to go?"))).toBe(true);
    expect(needsJudgement("what does the law school teach first year students")).toBe(false);
  });

  it("hears someone held by a chief however it is told, and not a supplier to the barracks", () => {
    for (const text of [
      "abeg dem de drag my brother go chief house now now, dem say e tif",
      "my uncle don spend 3 days na di chief compound, dem put am in stocks because of land palaver. plz come",
      "the section chief ordered his men to lock my father in a room in his compound after the land quarrel",
      "dem don carry my sister go chief compound say make she marry di chief, she no want",
    ]) {
      expect({ text, urgent: isUrgent(text) }).toEqual({ text, urgent: true });
    }
    expect(isUrgent("I supply food for the chiefdom police barracks on a written agreement. They owe me 30 million.")).toBe(false);
    expect(isUrgent("the chief gave my father land and we want the papers done")).toBe(false);
    expect(needsJudgement("can the local court send someone to prison or only fine?")).toBe("certain");
  });

  it("hears the forces surrounding a house, and not the police only talked to or a police case asked about", () => {
    expect(isUrgent("help!! dem don surround the house, soldier and police, dem say dem de find my son. Dem de enter now")).toBe(true);
    expect(isUrgent("soldiers have surrounded our house at Kissy and are asking for my husband")).toBe(true);
    expect(isUrgent("a mob has surrounded the house, we called the police but nobody came")).toBe(false);
    expect(isUrgent("My boyfriend sells kush and he found out I talked to police. His boys are waiting at my gate now.")).toBe(false);
    expect(isUrgent("Pls I want see di lawyer wey de handle police case, wetin time I fit cum?")).toBe(false);
    expect(isUrgent("the boys burnt our ataya shed and they are still outside throwing stones at our house. We are inside, scared.")).toBe(false);
    expect(isUrgent("How long can they keep a juvenile in remand before trial?")).toBe(false);
    expect(isUrgent("my son has been in remand at Pademba Road for two years without trial")).toBe(true);
  });

  it("reads who the lawyers are, a booking, the hours and the email in this round's words", () => {
    expect(readMessage("Which of your lawyers deals with employment contracts?").phrases).toContain("team");
    expect(readMessage("Who's the boss lawyer there?").phrases).toContain("team");
    expect(readMessage("my husband left and the children need school fees which of your lawyers can help me").phrases).not.toContain("team");
    expect(readMessage("Can I have an appointment with a lawyer? I'm a nurse in the civil service").phrases).toContain("booking");
    expect(readMessage("Can I walk in at 8am or is that too early?").phrases).toContain("hours");
    expect(readMessage("Dear Sir, to which email may I send my late mother's will for review?").phrases).toContain("email");
  });

  it("does not take goods, animals or a lease for someone held, nor a door locked against a threat, nor words in a contract", () => {
    expect(isUrgent("The city council officers came and seized my pepper soup pots and table from the roadside. Is it legal?")).toBe(false);
    expect(isUrgent("Dear Sir, I hold a lease for a canteen at the Eastern Police area from the council.")).toBe(false);
    expect(isUrgent("My goats were taken by the chiefdom police because they were on the road. They want 500,000 to release them.")).toBe(false);
    expect(isUrgent("Dem no pay my overtime and end of year bonus wey dey inside my contract. I wan lawyer for dis")).toBe(false);
    expect(isUrgent("my neighbor de threaten me wit broken bottle now. E say e go chop me. I de inside, I lock di door")).toBe(false);
    expect(isUrgent("the police officers came and took my brother and his phone")).toBe(true);
    expect(isUrgent("my brother was taken by the police this morning")).toBe(true);
    expect(isUrgent("my brother is inside the cell since Monday")).toBe(true);
    expect(isDanger(readMessage("Di principal don stop pay for 3 months and e say the agreement finish. We get paper we sign."))).toBe(false);
    expect(isDanger(readMessage("dem say dem go finish we tonight"))).toBe(true);
  });

  it("keeps a trade's own cooking and a relative clause out of the other worlds and the questions for a lawyer", () => {
    expect(isOutOfScope(readMessage("Can my landlord keep my oven and cooking pots because I owe two months rent?"))).toBe(false);
    expect(isOutOfScope(readMessage("Na mi de bake cake for one supermarket. Dem don change di price wey we agree."))).toBe(false);
    expect(isOutOfScope(readMessage("how do i bake bread"))).toBe("certain");
    expect(isOutOfScope(readMessage("Can I feed my dog cassava leaves?"))).toBe("certain");
    expect(isOutOfScope(readMessage("which vet de open Sunday for Freetown? my cat sick"))).toBe("certain");
    expect(isOutOfScope(readMessage("Do I need to bring the dog's vaccination card and the lease agreement when I come?"))).toBe(false);
    expect(isAboutElsewhere(readMessage("Is consult@ or info@ the right email for asking about a case?"))).toBe(false);
    expect(needsJudgement("Pls who get good cake design for wedding? I want 3 step cake")).toBe(false);
    expect(needsJudgement("the Chinese investors who own our building want to become partners")).toBe(false);
    expect(needsJudgement("my seller sold the same land to two people, who gets it?")).toBe("certain");
    expect(needsJudgement("Do you only do court work or also give advice to farmers and traders?")).toBe(false);
    expect(needsJudgement("How long can I keep goat meat in the freezer before it spoils?")).toBe(false);
    expect(needsJudgement("how long can they keep my brother in the cell")).toBe("certain");
  });

  it("reads a question of parking, batteries, water to drink or a debt chased as what it is, and a contract's terms as a contract", () => {
    expect(needsJudgement("Is parking free near your chambers or must I pay?")).toBe(false);
    expect(needsJudgement("the court fined me, must I pay before the appeal?")).toBe("certain");
    expect(needsJudgement("Do you people only do court case or you do other things too?")).toBe(false);
    expect(needsJudgement("We want to draft a proper agreement with the caretaker, salary, duties, and what happens if the pump spoil")).toBe(false);
    expect(needsJudgement("I signed the lease last year, what happens if I leave early?")).toBe("certain");
    expect(needsJudgement("How long does a solar pump battery last?")).toBe(false);
    expect(needsJudgement("They deliver half and charge full. We want to end the agreement legally.")).toBe(false);
    expect(isOutOfScope(readMessage("Is it true that borehole water near the cemetery is dangerous to drink?"))).toBe("certain");
    expect(isOutOfScope(readMessage("Do you have an email I can use? My phone credit for call is low"))).toBe(false);
    expect(isOutOfScope(readMessage("how do I buy phone credit with mobile money"))).toBe("certain");
    expect(isDanger(readMessage("now he owes the council. Can they come after me for the debt?"))).toBe(false);
    expect(isDanger(readMessage("he said his boys will come after me tonight"))).toBe(true);
    expect(isUrgent("Our water treatment chemicals are detained at the Quay, customs say wrong HS code")).toBe(false);
  });

  it("hears a promise to come back for someone as a danger, and not things the police took or a visit asked about as someone held", () => {
    expect(isDanger(readMessage("came with his boys and beat my shop boy. they say they coming back tonight for me"))).toBe(true);
    expect(isDanger(readMessage("dem take all my airtime cards and say if I talk dem go come back for me tonight"))).toBe(true);
    expect(isDanger(readMessage("the driver will come back for me at five to take me home"))).toBe(false);
    expect(isUrgent("Should I carry the receipts of the phones the police took when I come for consultation?")).toBe(false);
    expect(isUrgent("I need to meet a criminal lawyer this week, police seized phones from my shop. When can I come?")).toBe(false);
    expect(isUrgent("police came for my brother when i was at work")).toBe(true);
  });

  it("hears a door beaten or a crowd gathered at it as a danger, and a question whether they can arrest, a file inside or immigration's delays as no one held", () => {
    expect(isDanger(readMessage("Mi landlady im pikin dem de hit mi door now wit iron, dem sey mek I comot tonight. Mi an mi baby de inside."))).toBe(true);
    expect(isDanger(readMessage("dem don gather na mi shop door. Dem de knock hard. Abeg wetin I go do"))).toBe(true);
    expect(isUrgent("Mi landlady im pikin dem de hit mi door now wit iron, dem sey mek I comot tonight. Mi an mi baby de inside.")).toBe(false);
    expect(isUrgent("If I post his name and picture for Facebook say he owe me, dem fit arrest me?")).toBe(false);
    expect(isUrgent("can the police arrest me for a debt?")).toBe(false);
    expect(isUrgent("police arrest me now at Lumley, help")).toBe(true);
    expect(isUrgent("One customer flash drive get lost, e say e thesis de inside an e wan sue me")).toBe(false);
    expect(isUrgent("my customer need to renew his passport, how many days does immigration take?")).toBe(false);
    expect(isUrgent("immigration took my brother at the airport")).toBe(true);
    expect(needsJudgement("Is the first consultation free or do I have to pay? how much")).toBe(false);
    expect(needsJudgement("the contract ended early, do I have to pay the rest?")).toBe("certain");
    expect(needsJudgement("my grandmother who own dis typing school don die an lef will")).toBe(false);
    expect(isAboutElsewhere(readMessage("Call number for Freetown office?"))).toBe(false);
    expect(isAboutElsewhere(readMessage("Can I send my contract to your email for review? Which address?"))).toBe(false);
  });

  it("takes a charge of threatening for a matter, going to the police for no arrest, and goods held at the port or prison asked about for no one held", () => {
    expect(isDanger(readMessage("My cousin has been charged with threatening my stepmother with a knife. He is on bail."))).toBe(false);
    expect(isDanger(readMessage("my stepfather keeps threatening my mother"))).toBe(true);
    expect(isDanger(readMessage("he threatened brother and me with a cutlass"))).toBe(true);
    expect(isUrgent("d ppl wey sell fek lisens sey if i go polis dey go kil me. dey cum ma shop wit knif yestday")).toBe(false);
    expect(isUrgent("after I testified against a corrupt revenue officer, stones were thrown at my house last night")).toBe(false);
    expect(isUrgent("My cloth dem wey come from Lagos dem hold am for port, dem say I must pay duty again. I need lawyer")).toBe(false);
    expect(isUrgent("if I no able read the demand letter and I no pay, dem fit put me for prison?")).toBe(false);
    expect(isUrgent("they put my brother in the cell last night")).toBe(true);
    expect(isUrgent("dem hold am since yesterday for Kissy station")).toBe(true);
    expect(needsJudgement("Can the nra seal my restaurant without giving me any notice first?")).toBe("certain");
  });

  it("hears someone at a station told the Krio way, and not a place named after the police, a search asked about or a charge of assault", () => {
    expect(isUrgent("Ma pikin dem tek am las nite na ataya base wen curfew start. e de Kissy polis station till now. abeg")).toBe(true);
    expect(isUrgent("How do I get to your office from Eastern Police? I'll come by poda poda")).toBe(false);
    expect(isUrgent("Do I have to let the police search my car at a night checkpoint?")).toBe(false);
    expect(isUrgent("mi man cam home drunk every nite an beat me, tonite e lock di door. I de inside bathroom now")).toBe(false);
    expect(isDanger(readMessage("A customer accused me of sexual assault at the bar. It's false. Police called me for questioning."))).toBe(false);
    expect(isDanger(readMessage("If my wife leaves with the children while I'm on night shift, is that kidnapping?"))).toBe(false);
    expect(isDanger(readMessage("they kidnapped my daughter this morning"))).toBe(true);
  });

  it("hears the police entering a compound or holding people there, and not a cart taken or a lawyer wanted urgently about a contract", () => {
    expect(isUrgent("police dem don enter we compound now wit gun, dem say dem de look for my husband. Dem de hold me an me pikin dem.")).toBe(true);
    expect(isUrgent("dem de hold am for di back room since morning")).toBe(true);
    expect(isUrgent("Police take my push cart an all di metal inside. Dem say I must pay 500 thousand to get am back.")).toBe(false);
    expect(isUrgent("I need to see a lawyer urgently about my contract, can I come today?")).toBe(false);
    expect(isUrgent("it's urgent, they took my brother to the station")).toBe(true);
  });

  it("takes goods whose release is sought, or goods the customs hold, for no one held", () => {
    expect(isUrgent("the port authority has detained my imported goods at the Quay. I require legal assistance to secure their release.")).toBe(false);
    expect(isUrgent("kept ashore at the unit's offices, we need a lawyer to secure their release today")).toBe(true);
    expect(isUrgent("customs fo di quay dem de hold me goods say di papers no correct. help me abeg")).toBe(false);
  });

  it("hears a relative still at a station whose bail cannot be paid, and not a pay cut, a partner's dealings or suits left in a shop", () => {
    expect(isUrgent("Sir, my cousin is at Central police station now, dem say him beat di baby mama. we no fit pay bail")).toBe(true);
    expect(isUrgent("my brother was at the police station but we paid bail and he is home")).toBe(false);
    expect(isDanger(readMessage("my company say dem go cut am from my salary every month. Dem get right for do dat?"))).toBe(false);
    expect(isDanger(readMessage("he said he will cut me if I talk"))).toBe(true);
    expect(isDanger(readMessage("I want to register a company so local banks and mobile money partners will deal with us"))).toBe(false);
    expect(isDanger(readMessage("the landlord's boys said they will deal with us tonight"))).toBe(true);
    expect(isDanger(readMessage("My dry cleaner went out of business with my 3 suits inside. Can I take the shop's equipment?"))).toBe(false);
    expect(isUrgent("a nor get lisens fo di café. police fit lock mi shop?")).toBe(false);
    expect(isUrgent("police locked my brother in the shop")).toBe(true);
    expect(isUrgent("di container reach but my bale no dey inside. di shipping people de pass me up an down")).toBe(false);
    expect(isUrgent("my brother is inside since monday")).toBe(true);
    expect(isUrgent("how many pieces de inside one 45kg bale of men trousers")).toBe(false);
  });

  it("reads the documents to bring to a meeting and the cost of suing as the firm's own answers, and not documents for another errand", () => {
    const asked = (text: string) => costOrWhatToBringTerms(readMessage(text));
    expect(asked("I'm coming for consultation tomorrow, what documents do I need?")).not.toEqual([]);
    expect(asked("If I come for consultation about my land, must I bring the survey plan and deed?")).not.toEqual([]);
    expect(asked("What documents do I need for registering my business at the Corporate Affairs Commission?")).toEqual([]);
    expect(asked("How much will it cost me to sue a dry cleaner?")).not.toEqual([]);
    expect(asked("wetin di fees be for lawyer draft contract for me?")).not.toEqual([]);
    expect(asked("Shall I bring the supplier's invoices and the photos of the rotten bales with me?")).not.toEqual([]);
    expect(asked("How much will it cost to take my baby's father to court for maintenance?")).not.toEqual([]);
    expect(needsJudgement("Dear Sir, I wish to know whether consultations can be conducted in Mende or Kono")).toBe(false);
    expect(needsJudgement("He wired it wrong and disappeared. I want a lawyer to sue him for breach of contract")).toBe(false);
    expect(needsJudgement("can I sue him for breach of contract?")).toBe("certain");
    expect(needsJudgement("I want lawyer to draft a supply agreement so every body know wetin dem for pay")).toBe(false);
    expect(needsJudgement("di man se na me e fo pay")).toBe("certain");
  });

  it("takes a gun as a thing of a matter (a licence, a case, an inheritance) and a hold at a guard post or a French taking as someone held", () => {
    expect(isDanger(readMessage("Can I come in Friday to talk with someone about my gun licence problem?"))).toBe(false);
    expect(isDanger(readMessage("my uncles take all his guns and the farm and say we the children get nothing"))).toBe(false);
    expect(isDanger(readMessage("dem charge my brother for illegal gun possession. una go defend am?"))).toBe(false);
    expect(isDanger(readMessage("hw 2 clean dane gun rust"))).toBe(false);
    expect(isDanger(readMessage("I want to make a will so my guns, my farm and my house are shared fairly among my children"))).toBe(false);
    expect(isDanger(readMessage("a will giving his hunting land and 2 guns to my younger brother only"))).toBe(false);
    expect(isDanger(readMessage("Di police invite my papa for interview about gun wey dem find for we farm"))).toBe(false);
    expect(isDanger(readMessage("a man with a gun is outside my door"))).toBe(true);
    expect(isUrgent("dem lock my broda na di forest guard post since yesterday, dem nor gi am food")).toBe(true);
    expect(isUrgent("Les militaires ont pris mon oncle at the border checkpoint since this morning. Help")).toBe(true);
    expect(isUrgent("Ship don arrive Freetown but our cargo no de inside, shipping company no de answer")).toBe(false);
    expect(isUrgent("if tourist tek my painting and den block me, police fit arrest am?")).toBe(false);
    expect(isUrgent("police go arrest me")).toBe(true);
    expect(isDanger(readMessage("some drunk men de attack we gyal dem now, police nor de ya"))).toBe(true);
    expect(isDanger(readMessage("We have a rental agreement. Can you look at it and deal with him?"))).toBe(false);
    expect(costOrWhatToBringTerms(readMessage("Could you kindly send your schedule of fees?"))).not.toEqual([]);
    expect(costOrWhatToBringTerms(readMessage("Wetin una de charge for look my contract paper?"))).not.toEqual([]);
    expect(costOrWhatToBringTerms(readMessage("Could you give me an idea of your fees for reviewing a vehicle hire contract?"))).not.toEqual([]);
  });
});

describe("the round of sawmills, healers, mills and driving schools", () => {
  it("hears someone held by forest guards, in a cell in shorthand, at a relative's door or taken away now, and not a forest guard's work", () => {
    expect(isUrgent("URGENT pls!! forest guards holdin my driver n lorry at waterloo checkpoint since mornin, dey beat him, he dey der still")).toBe(true);
    expect(isUrgent("dem lok my dota in cel since saturday becos custmer say she tif mony. she ony 17. pls")).toBe(true);
    expect(isUrgent("the police are at my sister's door in Bo, they are dragging her husband into the vehicle")).toBe(true);
    expect(isUrgent("Officers just came to my uncle's house and are taking him away because of the crash last week. Please, what do we do?")).toBe(true);
    expect(isUrgent("Officers came to my uncle's house last week about the crash. Can they charge him?")).toBe(false);
    expect(isUrgent("I want divorce my husband. E na forest guard an e nor de come house, e nor de send moni. abeg help")).toBe(false);
  });

  it("reads a question of the law on a condition as more than its school, and a number or details asked for the firm's records as the firm's", () => {
    expect(mayAskTheLaw(readMessage("if d skul no giv me my licens aftr i pass d test, cn i take dem 2 cot n win?"))).toBe(true);
    expect(mayAskTheLaw(readMessage("if d skul gv me a licens widout d test, iz it still lgal 2 drv wit it?"))).toBe(true);
    expect(mayAskTheLaw(readMessage("if the school is closed on Friday can I come on Saturday?"))).toBe(false);
    expect(isAboutElsewhere(readMessage("Please provide WhatsApp number for contact."))).toBe(false);
    expect(isAboutElsewhere(readMessage("Kindly provide all your contact details — telephone, WhatsApp and email — for our records."))).toBe(false);
    expect(isAboutElsewhere(readMessage("is your office open in the morning from what time because we will leave the village early"))).toBe(false);
    expect(isAboutElsewhere(readMessage("what is the phone number for the embassy?"))).toBe(true);
    expect(isAboutElsewhere(readMessage("what time does the timber market close?"))).toBe(true);
  });

  it("counts the lawyers asked for in French and keeps Krio selling apart from a cell", () => {
    expect(readMessage("Combien d'avocats il y a dans votre cabinet?").english).toContain("how many lawyers");
    expect(readMessage("Vous avez combien d'avocats?").phrases).toContain("team");
    expect(readMessage("combien pour la consultation?").english).toContain("how much");
    expect(readMessage("Vous avez combien d avocats?").phrases).toContain("team");
    expect(readMessage("ok bai bai, god bles").english).toContain("bye bye");
    expect(readMessage("wetin a fit bai").english).toContain("buy");
    expect(readMessage("dem lok am in cel").english).toContain("in cell");
    expect(readMessage("a de sel fish").english).toContain("sell fish");
  });

  it("takes no one held in a custody case, a lawyer in the office, the cases the firm takes, a thing the police took or an arrest supposed", () => {
    expect(isUrgent("my mama n papa de divorce n dem de fight 4 who go tek my small sista. we nid lawyer 4 d custody")).toBe(false);
    expect(isUrgent("Granpa wan no us kain lawyer dem una get. Uman lawyer de insay?")).toBe(false);
    expect(isUrgent("what kind of cases does your office take can you do land and also police case")).toBe(false);
    expect(isUrgent("A man sold me a chainsaw that was stolen. The police took it. Do I lose my money?")).toBe(false);
    expect(isUrgent("if pesin buy my medisin and e sik, police fit hold me? I no mix anyting bad")).toBe(false);
    expect(isUrgent("If my permis guinéen is expired but the new one is in process, the police can arrest me? Je risque quoi?")).toBe(false);
    expect(isUrgent("the police took him from the shop this morning")).toBe(true);
    expect(isUrgent("if you no come now the police will hold him until Monday")).toBe(true);
  });

  it("hears no danger in a teacher on the road, a lawyer sent to deal with a carrier or machines locked in a shop, and a call arranged as no question of law", () => {
    expect(isDanger(readMessage("can I book a time to talk with a lawyer on the phone I am on the road all day teaching lessens"))).toBe(false);
    expect(isDanger(readMessage("The carrier wants more money to bring it over. Can your shipping lawyer deal with them?"))).toBe(false);
    expect(isDanger(readMessage("he sey if i no pay he lock d shop wit my machins inside, he allow do dat?"))).toBe(false);
    expect(isDanger(readMessage("my children and I are on the road tonight, he threw us out"))).toBe(true);
    expect(isDanger(readMessage("his boys said they will deal with us tonight"))).toBe(true);
    expect(needsJudgement("Can I set up a video call with one of your lawyers next week? I'm in Accra.")).toBe(false);
    expect(needsJudgement("Can I sue the driving school for my money?")).toBe("certain");
  });

  it("hears people sheltering inside from men with sticks, stones or cutlasses as a danger, and no one held where the police are only gone to", () => {
    const sheltering = [
      "I write in distress: a group of men who accuse my distillery of poisoning their relative have gathered at my gate with sticks and are threatening to set the building alight. My family and staff are inside.",
      "pls sum1 trow stone @ our bar windo & dey sey dey go cum back 2 burn it 2nite. we dey insyd",
      "my dead husband's family came to the house with cutlasses and they are saying they will drive me and my children out tonight please we are inside and afraid",
    ];
    for (const text of sheltering) {
      expect(isUrgent(text)).toBe(false);
      expect(isDanger(readMessage(text))).toBe(true);
    }
    expect(isUrgent("Can the landlord lock the bureau shop because the owner owes rent, even though my own money and phone are inside?")).toBe(false);
    expect(isUrgent("They put a knife to his neck and took all the money. They said if he goes to police they will come for him at home.")).toBe(false);
    expect(isUrgent("If I report am to police, dem go lock am or na civil matter?")).toBe(false);
    expect(isUrgent("my brother is inside since Monday, the police say no bail")).toBe(true);
  });

  it("reads an appointment letter, coming by taxi, parking near the office, a visa's delay and the firm's partners as what they are", () => {
    expect(readMessage("they never give me appointment letter and they owe me 9 months salary").phrases).not.toContain("booking");
    expect(readMessage("what is the address of the office I want to come by taxi").phrases).not.toContain("booking");
    expect(readMessage("can you give me an appointment on Friday").phrases).toContain("booking");
    expect(needsJudgement("Will I be able to park a rental car near your office when I visit in December?")).toBe(false);
    expect(needsJudgement("Will I be able to keep the house after the divorce?")).not.toBe(false);
    expect(needsJudgement("How long does it take to get a Sierra Leone visa for my German wife?")).toBe(false);
    expect(needsJudgement("How long does it take to get a divorce?")).not.toBe(false);
    expect(isAboutElsewhere(readMessage("Kindly indicate the number of partners and associates in your chambers."))).toBe(false);
  });

  it("reads another place's opening day or time, a sports team and the Krio for selling as what they are", () => {
    expect(isAboutElsewhere(readMessage("wat day d timber market open at kissy"))).toBe(true);
    expect(isAboutElsewhere(readMessage("pls wch tym d SLRSA ofis in bo opn? i wnt 2 rgstr 4 d test"))).toBe(true);
    expect(isAboutElsewhere(readMessage("wich tim de big markit close on satide"))).toBe(true);
    expect(isAboutElsewhere(readMessage("can you tell me the closest Western Union that is open on Sunday in Wellington"))).toBe(true);
    expect(isAboutElsewhere(readMessage("which day una office open"))).toBe(false);
    expect(isAboutElsewhere(readMessage("helo, wat tyme is yor ofice open tody? i finsh at the hosptal stor by 4"))).toBe(false);
    expect(readMessage("Na which team win di match yestede?").phrases).not.toContain("team");
    expect(readMessage("how meny lowyers yu get ther?").phrases).toContain("team");
    expect(readMessage("una tim get woman lawyer?").english).toContain("team");
    expect(readMessage("Granpa wan mek kompani fo sel dem erbal medisin").english).toContain("for sell");
    expect(readMessage("if dem sel di palm tree, di sel go stand?").english).not.toContain("cell");
    expect(readMessage("e de fo sel since monday").english).toContain("for cell");
    expect(readMessage("mi broda de in di sel").english).toContain("the cell");
    expect(isUrgent("Je voudrais un rendez-vous avec un avocat. It is about my permis they take at checkpoint.")).toBe(false);
    expect(isUrgent("they take my brother at the checkpoint since morning")).toBe(true);
  });

  it("takes bail given, a paper to come to court and 'not in the cell' for no one held, and French custody or police misspelt as someone held", () => {
    expect(isUrgent("Me uncle wey de na Makeni, police gi am bail but e must report every week. Una go defend am na court?")).toBe(false);
    expect(isUrgent("my cousin got summons 4 cyber crime, he hasnt bin arrested. can u defend him")).toBe(false);
    expect(isUrgent("They accuse me that I sell fake goods, police give me paper to come court next Monday. I am not in jail, I am home.")).toBe(false);
    expect(isUrgent("My father was called to court for dealing in currency. He is not in the cell but he is very worried.")).toBe(false);
    expect(isUrgent("Mon associé est poursuivi au tribunal, il n'est pas détenu. Vous pouvez le défendre?")).toBe(false);
    expect(isUrgent("Could you advise whether the Judiciary may withhold my allowance on the ground that the budget has not been released?")).toBe(false);
    expect(isUrgent("If I don't pay the school fees for my son, the school can take me to court and put me in prison?")).toBe(false);
    expect(isUrgent("Ma soeur est gardée à vue depuis hier au commissariat de Lumley")).toBe(true);
    expect(isUrgent("a beg the polish dem de for me door now, dem say dem come for me son, dem de drag am")).toBe(true);
    expect(isUrgent("my brother has not been released since Friday")).toBe(true);
    expect(isUrgent("police gave him bail but they still not release him")).toBe(true);
    expect(readMessage("hw 2 polish coffin mek e shine").english).toContain("polish");
    expect(isUrgent("Dem hold me collar and say if I talk to journalist dem go kill me")).toBe(false);
    expect(isDanger(readMessage("Dem hold me collar and say if I talk to journalist dem go kill me"))).toBe(true);
    expect(isAboutElsewhere(readMessage("Please give us the office address for our driver. Also is there parking there?"))).toBe(false);
  });
});

describe("the round of welders, radio stations, charcoal and bookshops", () => {
  it("takes the firm's Bo office as the firm's own, for its hours and its number", () => {
    expect(isAboutElsewhere(readMessage("what hours is d Bo office open?"))).toBe(false);
    expect(isAboutElsewhere(readMessage("Is the Bo office open on the same days as the Freetown one?"))).toBe(false);
    expect(isAboutElsewhere(readMessage("phone number 4 Bo office?"))).toBe(false);
    expect(isAboutElsewhere(readMessage("what time does the Bo market open"))).toBe(true);
    expect(isAboutElsewhere(readMessage("phone number for the Bo hospital?"))).toBe(true);
  });

  it("reads a fire or petrol station as a place of work and a cardiac arrest as no arrest", () => {
    expect(isUrgent("thank you very much, I will pass this to my colleagues at the fire station")).toBe(false);
    expect(isUrgent("My landlord locked my room while I was on duty at the fire station and threw my things out.")).toBe(false);
    expect(isUrgent("What is cardiac arrest? One of our guests fainted in the studio.")).toBe(false);
    expect(isUrgent("thank you, I will tell my colleagues at the station")).toBe(false);
    expect(isUrgent("my brother is at the station since last night")).toBe(true);
    expect(isUrgent("they took my son to the police station this morning")).toBe(true);
  });

  it("hears no one held in an arrest wished for, a question of what the police will do, a shop locked up, a goat in a story or a loan or bicycle taken", () => {
    expect(isUrgent("The referee gave a late penalty and the boys say he should be arrested lol")).toBe(false);
    expect(isUrgent("i sell coal on credit to one woman, she nor pay. if i tek her cooking pot dem fo pay, police go arrest me? wetin law say?")).toBe(false);
    expect(isUrgent("if customer bai mi soap en se i bon im skin, dem go fit lok mi up? wetin go apin to mi?")).toBe(false);
    expect(isUrgent("he told me he knows what time I lock up and that one day I will not reach home")).toBe(false);
    expect(isUrgent("I read a story where a goat is in custody of the chief. Anyway how to make pepper soup with goat meat?")).toBe(false);
    expect(isUrgent("Police took my bicycle as exhibit three months ago and the case is finished now. Do I have a right to get it back?")).toBe(false);
    expect(isUrgent("We took a bank loan in the station company's name to buy equipment.")).toBe(false);
    expect(isUrgent("Landlord lock di workshop gate wit in own padlock since Monday. All mi tools dem de insai")).toBe(false);
    expect(isUrgent("dem don lok mi broda up since yestade")).toBe(true);
    expect(isUrgent("police arrested my son and he is still inside")).toBe(true);
  });

  it("hears people threatened while inside as a danger, not as held", () => {
    const threatened = [
      "They slapped two of the apprentices and said they will come back tonight to break our legs. We have locked the gate and we are all still inside.",
      "dem de wet fo mi outside di skul get. sem boys wey tretin mi se dem go kil mi. a de insay di klasrum nau",
      "The soldier's wife next door says her husband will come with his gun and shoot me if I start work again. I am too scared to open the door.",
      "The boys who burnt the ambulance are outside my house shouting my name. I called the police but no one came. My children are inside with me.",
    ];
    for (const text of threatened) {
      expect(isUrgent(text)).toBe(false);
      expect(isDanger(readMessage(text))).toBe(true);
    }
    expect(isUrgent("soldiers are at the gate, they came for my husband")).toBe(true);
  });

  it("hears no danger in a thing not safe, being next in town, a debt chased or a debtor hiding, nor in a wrong the visitor wants prosecuted", () => {
    expect(isDanger(readMessage("My employer sacked me for saying the cylinders are not safe. I want to challenge the dismissal."))).toBe(false);
    expect(isDanger(readMessage("I would like to come and see a lawyer in person when I am next in Freetown at the end of the month."))).toBe(false);
    expect(isDanger(readMessage("They refuse to pay the invoice of Le 18,000. Can your firm chase this for us?"))).toBe(false);
    expect(isDanger(readMessage("i sell soap to one man, e nor pay, i de ayd fo mi. una go ep mi fo get mi moni?"))).toBe(false);
    expect(isDanger(readMessage("Some boys attacked our ambulance and beat my partner. We want them arrested and charged. Please represent us."))).toBe(false);
    expect(isDanger(readMessage("we are not safe in this house, he said he will come back"))).toBe(true);
    expect(isDanger(readMessage("they killed my brother and said i am next"))).toBe(true);
    expect(isDanger(readMessage("he beat my partner again tonight and said he will kill us, we want him arrested"))).toBe(true);
  });

  it("reads a meeting asked for urgently on a day, a mediation arranged, a right to refuse a search and an arrest supposed as what they are", () => {
    expect(isUrgent("I need to meet a lawyer urgently tomorrow about the fire at my shop, is 9 AM possible?")).toBe(false);
    expect(isUrgent("urgent, I need a lawyer, my shop burnt last night")).toBe(true);
    expect(isUrgent("do i hv a right 2 refuse police when dem want 2 search my bike shop wit no paper?")).toBe(false);
    expect(isUrgent("Am I allowed to read out a person's name on air if the police have arrested them but not charged them yet?")).toBe(false);
    expect(isUrgent("the police have arrested my brother, am I allowed to visit him?")).toBe(true);
    expect(asksForMediation(readMessage("Is it possible to settle our dispute with the contractor through arbitration?"))).toBe(true);
    expect(asksForMediation(readMessage("We want your firm to act for us in the arbitration."))).toBe(true);
    expect(asksForMediation(readMessage("We want someone neutral to decide. Can you arrange that kind of mediation?"))).toBe(true);
    expect(asksForMediation(readMessage("we settled with the printer through arbitration and he still refuses to pay"))).toBe(false);
    expect(needsJudgement("What are your opening hours? I'd like to call from London and want to get the timing right.")).toBe(false);
    expect(needsJudgement("do the children have a right to the house?")).not.toBe(false);
  });

  it("hears no one held in a release told after 'never', a summons not yet answered, a case on again or a Krio release", () => {
    expect(isUrgent("In 2021 I spent eight months in Pademba Road for a theft I never did. They released me without any charge.")).toBe(false);
    expect(isUrgent("Police have been calling me to come in for questioning. I haven't gone yet and I'm not under arrest.")).toBe(false);
    expect(isUrgent("The police sent me an invitation letter asking me to come for questioning. I have not gone yet.")).toBe(false);
    expect(isUrgent("police summon me 2 come station 2moro abt d fight at market. i need lawyer 2 go wit me")).toBe(false);
    expect(isUrgent("i was arrested last year n released on bail. now d case is on again n i dont hav lawyer")).toBe(false);
    expect(isUrgent("Dem bin arrest mi las mont, dem don lef mi. Naw dem se a fo go kot. A nid lawyer")).toBe(false);
    expect(isUrgent("they arrested my son on friday and they never released him")).toBe(true);
    expect(isUrgent("the police arrested him again this morning")).toBe(true);
  });

  it("reads landing a drone as no land and the kinds of work asked for as a whole as the firm's services", () => {
    expect(readMessage("how to land a drone for aerial photos").terms).not.toContain("land");
    expect(readMessage("hw 2 land a drone on d roof").terms).not.toContain("land");
    expect(readMessage("i want to buy land at waterloo").terms).toContain("land");
    expect(readMessage("who owns the land the house is on").terms).toContain("land");
    expect(readMessage("Do you do things like drafting documents or only cases?").phrases).toContain("services");
    expect(readMessage("Una de do paper fo business an land, or na only court palava una de handle?").phrases).toContain("services");
    expect(readMessage("Do you do only court things or also help with papers? I want to know everything you do.").phrases).toContain("services");
    expect(readMessage("do you do land cases").phrases).not.toContain("services");
  });

  it("reads paying the fees in parts as a question of the fees", () => {
    expect(costOrWhatToBringTerms(readMessage("Can I pay the fees in parts? My salary is small."))).toContain("pay");
    expect(costOrWhatToBringTerms(readMessage("can we pay your fee by instalments"))).toContain("pay");
    expect(costOrWhatToBringTerms(readMessage("can I pay the rent in parts to my landlord?"))).toEqual([]);
  });

  it("reads what the law makes of it, asked in Krio or English, as a question for a lawyer", () => {
    expect(needsJudgement("Mi big broda se na im nomoh go get di print shop. Di law gri wit dat?")).toBe("certain");
    expect(needsJudgement("Naw dem se dem nor go pe. Di paper we dem sain get pawa na kot?")).toBe("certain");
    expect(needsJudgement("Who does the law favour, the one with the older conveyance or the one who built first?")).toBe("certain");
    expect(needsJudgement("the law firm agreed with me to meet on monday")).toBe(false);
  });
});

describe("the round of diggers, clinics, guards and phone shops", () => {
  it("hears no one held in a time inside told as over, in what people still say, or in an arrest not yet made", () => {
    expect(
      isUrgent("I was in Pademba Road prison for six months in 2022 for a case that was later dismissed. People still call me thief. I want to clear my name."),
    ).toBe(false);
    expect(isUrgent("Last year I spent a week in police custody over charges that were later dropped. My name is still on their list.")).toBe(false);
    expect(isUrgent("Police de find mi bikos dem se I sell fake drug. Dem neva arrest mi yet. I wan lawyer fo defend mi")).toBe(false);
    expect(isUrgent("e don go report na polis but dem nor arrest mi. i wan lawyer fo handle d matter")).toBe(false);
    expect(isUrgent("Mi bin de na cell fo 2 days las yia, dem bin bit mi. A wan sue di polis fo human rights.")).toBe(false);
    expect(isUrgent("my brother is still in police custody since friday")).toBe(true);
    expect(isUrgent("dem nor arrest mi but dem arrest mi broda now now")).toBe(true);
    expect(isUrgent("mi broda de na cell now")).toBe(true);
  });

  it("hears people threatened while they are inside, or with the police called and not come, as a danger, not as held", () => {
    for (const text of [
      "someone dey shout for my window say dem go kill me tonight. I dey inside now, I fraid",
      "He has been standing outside our office all afternoon saying he will deal with me. I'm still inside and I'm afraid.",
      "Abeg, som man dem de bang di get naw, dem get kotlas, a lok misef na di guard rum",
      "I gave their names to the police. They came to my house tonight banging the door and shouting they will kill me. I'm inside with my kids.",
      "there is a man outside our safe house threatening the girls. staff called police but no one has come yet",
    ])
      expect(isUrgent(text)).toBe(false);
    expect(isDanger(readMessage("someone dey shout for my window say dem go kill me tonight. I dey inside now, I fraid"))).toBe(true);
    expect(isUrgent("My landlord said he will burn my room because I complained to the NGO housing officer. He is still in the compound.")).toBe(false);
    expect(isUrgent("the police officer is still in the compound with my husband in handcuffs")).toBe(true);
    expect(isUrgent("they locked my son in the guard room at the barracks")).toBe(true);
    expect(isUrgent("the police came to my house and took my husband")).toBe(true);
  });

  it("hears no one held in a thing kept in custody or a boat still with the navy", () => {
    expect(isUrgent("My goat got lost and the neighbour kept custody of it for one week. How do I cook goat pepper soup?")).toBe(false);
    expect(isUrgent("Our group agreed to take custody of the village's big cooking pot for the festival.")).toBe(false);
    expect(isUrgent("In the story, the goat was in the chief's custody and ate all the cassava leaves.")).toBe(false);
    expect(isUrgent("The crew were released the same day but the boat and the engine are still with them. We need a lawyer for the boat.")).toBe(false);
    expect(isUrgent("the police took my son and he is still with them")).toBe(true);
    expect(isUrgent("my son was taken into custody by the soldiers")).toBe(true);
  });

  it("hears no one held in gold or planks taken, an arrest told as over in Krio, a case still in court or a statement asked for", () => {
    for (const text of [
      "I made a police complaint about my tributor who took my gold by force, but the police have done nothing for two months. I want him charged.",
      "A police officer took my gold at a checkpoint and never gave me a receipt. I want to report him.",
      "Someone broke into my timber shed at night and carried off over a hundred planks. The police have been slow to do anything.",
      "Forest officer take bribe from me and still arrest me last month. Dem release me after 3 day. Now I want report am.",
      "A don komot Pademba Road las mont. Di case stil de go na kot. A nid lawyer fo difen mi.",
      "dem bin lok mi up las yia 3 wiks fo sawmil tif, dem don fri mi bot di kes stil de na Kenema kot. a nid lawyer fo difen mi",
      "Several detainees who have since been released want justice for how they were treated in police cells.",
      "The CID has written asking me to come and make a statement next week Tuesday. I need a lawyer to go with me.",
    ])
      expect(isUrgent(text)).toBe(false);
    expect(isUrgent("they carried off my husband to the police station last night")).toBe(true);
    expect(isUrgent("the soldiers still hold my brother at the barracks")).toBe(true);
    expect(isUrgent("my brother is still at the station, the case is not in court yet")).toBe(true);
  });

  it("hears a past harm the visitor wants prosecuted as a criminal matter, and a wished arrest as no one held", () => {
    for (const text of [
      "I want to report the man who beat my daughter at the youth centre last month and see him prosecuted. Police took the statement but nothing happened since.",
      "Di guard na di supermarket slap mi pikin na di doh. A wan ripot am mek dem charge am na kot.",
    ]) {
      expect(wantsProsecution(readMessage(text))).toBe(true);
      expect(isDanger(readMessage(text))).toBe(false);
    }
    expect(wantsProsecution(readMessage("He broke her arm last year. We want someone to prosecute him."))).toBe(true);
    expect(harmGoesOn(readMessage("One of my diggers ran away with a two carat stone. I want to report him."))).toBe(false);
    expect(harmGoesOn(readMessage("I ran away from him last night and I am hiding at my aunt's"))).toBe(true);
    expect(harmGoesOn(readMessage("he has been beating me since January"))).toBe(true);
    expect(wantsProsecution(readMessage("sumbodi tif mi motobaik na di sawmil. a want mek dem kech am an kia am go kot"))).toBe(true);
    expect(isDanger(readMessage("Wat happen 2 me if i shoot a person who enter d compound at nite wit a gun? Am a licensed guard"))).toBe(false);
    expect(isDanger(readMessage("he came with a gun last night and said he will shoot me"))).toBe(true);
    expect(isDanger(readMessage("my husband beat me again last night, I want him arrested"))).toBe(true);
    expect(isUrgent("my husband beat me again last night, I want him arrested")).toBe(false);
    expect(isUrgent("they arrested my son last night, we want him released")).toBe(true);
  });

  it("hears no one held or in danger in a shop locked for the day, a bus taken past the police or goods kept at the port", () => {
    expect(isDanger(readMessage("What time do you close on Fridays? I want to come after I lock my pharmacy at four."))).toBe(false);
    expect(isDanger(readMessage("he locked my sister in the room and took her phone"))).toBe(true);
    expect(isUrgent("How do I find your office? I'll take a poda-poda from Eastern Police.")).toBe(false);
    expect(isUrgent("they took my son in a taxi to the police station")).toBe(true);
    expect(isUrgent("Customs at the quay seized our gari because the labels are wrong. We need a shipping lawyer urgently.")).toBe(false);
    expect(isUrgent("Our clearing agent says our container can't leave the port until we pay a penalty that customs put on it.")).toBe(false);
    expect(isUrgent("the hospital says my mother cannot leave until we pay the bill")).toBe(true);
    expect(isUrgent("customs seized our goods and arrested our clearing agent, please come urgently")).toBe(true);
  });

  it("hears a mediation asked for as using one, a neutral person or someone who can mediate", () => {
    for (const text of [
      "can we use your office for mediation with our supporter? we both agree",
      "can a neutral person settle our dispute wit d contractor? we dont want court",
      "Can we use mediation instead of court to settle a problem between me and my business partner?",
      "Una get pɔsin wey fit mediate?",
    ])
      expect(asksForMediation(readMessage(text))).toBe(true);
    expect(asksForMediation(readMessage("if the contract says disputes go to arbitration in London can we still sue them here?"))).toBe(false);
  });

  it("hears no one held in a plot inside a lease, computers inside a locked office or the police supposed to come", () => {
    expect(isUrgent("If we mine on a plot that the company later says is inside their lease, will the court say we must pay them?")).toBe(false);
    expect(isUrgent("The landlord has locked the gate because we are late with rent, and our computers are inside. Is he allowed to do that?")).toBe(false);
    expect(isUrgent("who goes to jail if police come, him or us?")).toBe(false);
    expect(isUrgent("the police come to my house now and took my husband")).toBe(true);
    expect(isUrgent("police arrested my brother and he is still inside")).toBe(true);
  });

  it("hears no one held in the police supposed to come, a prison supposed in Krio or a court the visitor must go to", () => {
    expect(isUrgent("What will happen to me if police find stolen phones among the ones customers left in my shop for repair?")).toBe(false);
    expect(isUrgent("the police found stolen phones in my shop and took my brother")).toBe(true);
    expect(saysNobodyIsHeld(readMessage("if a sell phone we a nor no se na tif phone, dem go put mi na prison?"))).toBe(true);
    expect(speaksOfCustody(readMessage("we famili lan palava na Lunsar don reach chief. now dem se make we go kot. we need lawyer"))).toBe(false);
    expect(speaksOfCustody(readMessage("they took my brother to court this morning"))).toBe(true);
  });

  it("reads what to prepare before a meeting or a consultation as what to bring", () => {
    expect(costOrWhatToBringTerms(readMessage("What should I prepare before meeting the lawyer about my father's estate?"))).toContain("prepare");
    expect(costOrWhatToBringTerms(readMessage("What should I prepare before my consultation?"))).toContain("prepare");
    expect(costOrWhatToBringTerms(readMessage("what should I prepare for my court case next week"))).toEqual([]);
  });

  it("asks no lawyer's judgement of who wins a match or what medicine to take", () => {
    expect(needsJudgement("who win di futsal final at Koidu court last nite, Diamond Stars or di Tankoro boys?")).toBe(false);
    expect(needsJudgement("who win d match at d basketball court in makeni yday")).toBe(false);
    expect(needsJudgement("My back pains me after standing all night. What medicine should I take?")).toBe(false);
    expect(needsJudgement("who will win the case, me or my landlord?")).toBe("certain");
    expect(needsJudgement("Mi wef se a nor de slip na os na nite, so e wan divos. Go di kot gi am di pikin dem?")).toBe("certain");
    expect(needsJudgement("I will go the court and do it myself")).toBe(false);
    expect(needsJudgement("should I sign the agreement they sent me?")).toBe("certain");
  });
});
